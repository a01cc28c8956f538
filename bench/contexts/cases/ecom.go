package cases

import (
	"fmt"
	"strings"
)

// ecomCases adds credentials from e-commerce platforms and marketplaces,
// as a coding agent meets them while it builds a Shopify app, migrates a
// Magento store, debugs an order sync or wires a feed. Sources: Shopify
// (Admin API, custom-app and private-app tokens, API secret keys,
// shopify.app.toml, Shopify CLI and Theme Kit, Theme Access passwords,
// Partner API tokens, Hydrogen and Oxygen, webhooks HMAC, Multipass, the
// Remix, Node, Python and Ruby libraries), Magento and Adobe Commerce
// (env.php, auth.json for repo.magento.com, integration and admin tokens,
// bin/magento, Cloud variables), WooCommerce and WordPress (ck_/cs_ REST
// keys, wp-config.php, webhooks), BigCommerce (API accounts, Stencil CLI,
// store hashes), PrestaShop, Shopware 6, OpenCart, Ecwid, Salesforce
// Commerce Cloud (dw.json, sfcc-ci, SLAS), commercetools, Saleor, Medusa,
// Vendure, Spree and Solidus, the marketplaces (Amazon SP-API with LWA
// credentials and MWS, eBay developer keys, Auth'n'Auth and OAuth tokens,
// Etsy, Mercado Libre, Walmart, Allegro, Rakuten, Bol.com, Kaufland,
// Shopee, TikTok Shop, Zalando, Mirakl, Reverb), feeds and PIM (Akeneo,
// Google Merchant Center service accounts, Salsify, Plytix), search and
// reviews (Algolia, Klevu, Typesense, Meilisearch, Constructor, Yotpo,
// Trustpilot, Judge.me, Okendo, Bazaarvoice), ERP, WMS and 3PL connectors
// (NetSuite token-based auth, Odoo, SAP Business One, ShipStation,
// ShipBob, Shippo, EasyPost, Sendcloud, Veeqo, Linnworks, Cin7, Printful,
// ShipHero), and the chats, logs, config files, shell commands, code and
// tool outputs around them. Benign look-alikes: order numbers, Shopify
// GIDs, SKUs, GTINs, ASINs, Amazon order and seller ids, eBay item ids,
// store domains and hashes, Storefront API public tokens, Algolia
// search-only keys, Medusa publishable keys, Ecwid public tokens, Yotpo
// app keys, webhook ids and HMAC signatures, tracking numbers and masked
// previews. The case names start with "ecom/".
func (g *G) ecomCases() {
	g.emShopify()
	g.emShopifyCode()
	g.emMagento()
	g.emWoo()
	g.emBigCommerce()
	g.emOtherPlatforms()
	g.emSFCC()
	g.emHeadless()
	g.emAmazon()
	g.emEbay()
	g.emMarketplaces()
	g.emFeeds()
	g.emSearch()
	g.emReviews()
	g.emERP()
	g.emShipping()
	g.emChat()
	g.emBenign()
}

// ---- helpers used only here ----

// emAdd is add with "ˋ" standing for a backtick.
func (g *G) emAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

func (g *G) emShpca() string  { return "shpca_" + g.hex(32) }
func (g *G) emShppa() string  { return "shppa_" + g.hex(32) }
func (g *G) emShpss() string  { return "shpss_" + g.hex(32) }
func (g *G) emShptka() string { return "shptka_" + g.hex(32) }
func (g *G) emPrtapi() string { return "prtapi_" + g.hex(32) }

// emGID is a Shopify global id (benign).
func (g *G) emGID(kind string) string { return "gid://shopify/" + kind + "/" + g.digits(13) }

// emShopifyJWT is an App Bridge session token.
func (g *G) emShopifyJWT(shop, apiKey string) string {
	iat := 1717000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"https://%s/admin","dest":"https://%s","aud":"%s","sub":"%s","exp":%d,"nbf":%d,"iat":%d,"jti":"%s","sid":"%s"}`,
		shop, shop, apiKey, g.digits(11), iat+60, iat, iat, g.uuid(), g.hex(64)))
}

func (g *G) emCK() string     { return "ck_" + g.hex(40) }
func (g *G) emCS() string     { return "cs_" + g.hex(40) }
func (g *G) emMage() string   { return g.s(alLowNum, 32) }
func (g *G) emBC() string     { return g.s(alLowNum, 31) }
func (g *G) emBCHash() string { return g.s(alLowNum, 10) }
func (g *G) emLWAId() string  { return "amzn1.application-oa2-client." + g.hex(32) }
func (g *G) emLWASec() string { return "amzn1.oa2-cs.v1." + g.hex(64) }
func (g *G) emAtzr() string   { return "Atzr|IwEBI" + g.s(alAlnum+"-_", 360+g.r.IntN(40)) }
func (g *G) emAtza() string   { return "Atza|IwEBI" + g.s(alAlnum+"-_", 330+g.r.IntN(40)) }
func (g *G) emSeller() string { return "A" + g.s(alUpNum, 12+g.r.IntN(2)) }
func (g *G) emASIN() string   { return "B0" + g.s(alUpNum, 8) }
func (g *G) emAmzOrder() string {
	return g.digits(3) + "-" + g.s(alDigit, 7) + "-" + g.s(alDigit, 7)
}
func (g *G) emEbayCert() string {
	return "PRD-" + g.hex(12) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4) + "-" + g.hex(4)
}
func (g *G) emEbayApp(owner string) string {
	return owner + "-" + strings.ToLower(owner) + "li-PRD-" + g.hex(9) + "-" + g.hex(8)
}
func (g *G) emEbayTok() string {
	return "v^1.1#i^1#p^3#r^1#I^3#f^0#t^H4sIAAAAAAAA" + g.s(alB64, 560+g.r.IntN(80)) + "=="
}
func (g *G) emMeli() string {
	return "APP_USR-" + g.digits(16) + "-" + g.s(alDigit, 6) + "-" + g.hex(32) + "-" + g.digits(9)
}
func (g *G) emMeliRT() string { return "TG-" + g.hex(24) + "-" + g.digits(9) }
func (g *G) emGTIN() string   { return "4" + g.s(alDigit, 12) }
func (g *G) emUPS() string    { return "1Z" + g.s(alUpNum, 6) + g.s(alDigit, 10) }
func (g *G) emRSA() string    { return jsonEsc(g.pkcs8RSAPEM().block() + "\n") }

func (g *G) emShopify() {
	g.emAdd("ecom/shopify-app-env-show", `
$ shopify app env show
╭─ info ──────────────────────────────────────────────────────────────╮
│                                                                     │
│  Using shopify.app.toml:                                            │
│                                                                     │
│    Org:             Acme Commerce Labs                              │
│    App:             acme-bundles                                    │
│    Dev store:       acme-bundles-dev.myshopify.com                  │
│                                                                     │
╰─────────────────────────────────────────────────────────────────────╯

    SHOPIFY_API_KEY=«_k»
    SHOPIFY_API_SECRET=«a»
    SCOPES=read_orders,write_products,write_discounts
`, V{"_k": g.hex(32), "a": g.hex(32)}, "acme-bundles-dev.myshopify.com", "SCOPES=read_orders,write_products,write_discounts")

	g.emAdd("ecom/shopify-app-toml-and-env", `
$ cat shopify.app.toml
# Learn more about configuring your app at https://shopify.dev/docs/apps/tools/cli/configuration

client_id = "«_k»"
name = "acme-bundles"
handle = "acme-bundles-3"
application_url = "https://trout-delegate-mirror-fox.trycloudflare.com"
embedded = true

[build]
automatically_update_urls_on_dev = true
dev_store_url = "acme-bundles-dev.myshopify.com"
include_config_on_deploy = true

[access_scopes]
scopes = "write_products,read_orders"

[webhooks]
api_version = "2024-07"

  [[webhooks.subscriptions]]
  topics = [ "app/uninstalled" ]
  uri = "/webhooks/app/uninstalled"

$ cat .env
SHOPIFY_API_KEY=«_k»
SHOPIFY_API_SECRET=«a»
SHOPIFY_APP_URL=https://trout-delegate-mirror-fox.trycloudflare.com
DATABASE_URL=postgresql://bundles:«b»@localhost:5432/bundles_dev
`, V{"_k": g.hex(32), "a": g.emShpss(), "b": g.pw()}, "acme-bundles-dev.myshopify.com", "https://trout-delegate-mirror-fox.trycloudflare.com", `api_version = "2024-07"`)

	g.emAdd("ecom/shopify-graphql-curl-admin-token", `
$ curl -s -X POST https://acme-outfitters.myshopify.com/admin/api/2024-04/graphql.json \
  -H 'Content-Type: application/json' \
  -H 'X-Shopify-Access-Token: «a»' \
  -d '{"query":"{ products(first: 3) { edges { node { id title handle } } } }"}' | jq .
{
  "data": {
    "products": {
      "edges": [
        { "node": { "id": "«_p1»", "title": "Merino Crew Sock", "handle": "merino-crew-sock" } },
        { "node": { "id": "«_p2»", "title": "Trail Runner 2", "handle": "trail-runner-2" } }
      ]
    }
  },
  "extensions": {
    "cost": { "requestedQueryCost": 5, "actualQueryCost": 5, "throttleStatus": { "maximumAvailable": 2000.0, "currentlyAvailable": 1995, "restoreRate": 100.0 } }
  }
}
`, V{"a": g.shpat(), "_p1": g.emGID("Product"), "_p2": g.emGID("Product")}, "acme-outfitters.myshopify.com", "merino-crew-sock")

	g.emAdd("ecom/shopify-rest-orders-python-requests", `
import requests

SHOP = "northwind-goods.myshopify.com"
TOKEN = "«a»"  # custom app "ERP sync", created in admin > Settings > Apps

r = requests.get(
    f"https://{SHOP}/admin/api/2024-01/orders.json",
    params={"status": "any", "limit": 250, "since_id": «_since»},
    headers={"X-Shopify-Access-Token": TOKEN},
    timeout=30,
)
r.raise_for_status()
for o in r.json()["orders"]:
    print(o["name"], o["id"], o["financial_status"], o["total_price"])
`, V{"a": g.emShpca(), "_since": g.digits(13)}, "northwind-goods.myshopify.com", `"status": "any"`)

	g.emAdd("ecom/shopify-themekit-config-yml", `
$ cat config.yml
development:
  password: «a»
  theme_id: "«_t1»"
  store: acme-outfitters.myshopify.com
  ignore_files:
    - config/settings_data.json

production:
  password: «a»
  theme_id: "«_t2»"
  store: acme-outfitters.myshopify.com
  readonly: true
$ theme watch --env=development
[development] Watching for file changes to theme «_t1»
`, V{"a": g.emShppa(), "_t1": g.digits(12), "_t2": g.digits(12)}, "config/settings_data.json", "theme watch --env=development")

	g.emAdd("ecom/shopify-theme-push-theme-access", `
$ shopify theme push --store acme-outfitters --password «a» --theme «_t» --nodelete
╭─ success ────────────────────────────────────────────────────────────╮
│                                                                      │
│  The theme 'Dawn – staging' (#«_t») was pushed successfully.         │
│                                                                      │
│  View your theme:                                                    │
│  https://acme-outfitters.myshopify.com/?preview_theme_id=«_t»        │
│                                                                      │
╰──────────────────────────────────────────────────────────────────────╯
`, V{"a": g.emShptka(), "_t": g.digits(12)}, "shopify theme push --store acme-outfitters", "--nodelete")

	g.emAdd("ecom/shopify-gha-theme-deploy", `
name: Deploy theme
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      SHOPIFY_FLAG_STORE: acme-outfitters.myshopify.com
      SHOPIFY_CLI_THEME_TOKEN: «a»
      SHOPIFY_FLAG_THEME_ID: "«_t»"
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 20 }
      - run: npm install -g @shopify/cli@latest
      - run: shopify theme push --allow-live --nodelete
`, V{"a": g.emShptka(), "_t": g.digits(12)}, "SHOPIFY_FLAG_STORE: acme-outfitters.myshopify.com", "shopify theme push --allow-live --nodelete")

	g.emAdd("ecom/shopify-cli-partners-token-ci", `
$ export SHOPIFY_CLI_PARTNERS_TOKEN=«a»
$ export SHOPIFY_API_KEY=«_k»
$ shopify app deploy --force --source-control-url "$COMMIT_URL"
Using shopify.app.production.toml for default values:
    • Org:             Acme Commerce Labs
    • App:             acme-bundles
    • Include config:  Yes

Releasing a new app version as part of acme-bundles

acme-bundles-checkout │ Running validation…
acme-bundles-checkout │ Bundling UI extension acme-bundles-checkout...
╭─ success ──────────────────────────────────────────╮
│  New version released to users.                    │
│  acme-bundles-142 [1]                              │
╰────────────────────────────────────────────────────╯
`, V{"a": g.emPrtapi(), "_k": g.hex(32)}, "shopify.app.production.toml", "acme-bundles-142")

	g.emAdd("ecom/shopify-private-app-basic-auth-url", `
# legacy cron on the old VPS, still running after the store moved to custom apps
*/15 * * * * curl -s "https://«_ak»:«a»@acme-outfitters.myshopify.com/admin/api/2023-10/inventory_levels.json?location_ids=«_loc»" -o /var/cache/inventory.json
`, V{"_ak": g.hex(32), "a": g.emShppa(), "_loc": g.digits(11)}, "/var/cache/inventory.json", "acme-outfitters.myshopify.com")

	g.emAdd("ecom/shopify-hydrogen-env", `
$ cat .env
# The variables added in this file are only available locally in MiniOxygen.
# Run ˋh2 env pullˋ to sync them with Oxygen.
SESSION_SECRET="«a»"
PUBLIC_STOREFRONT_API_TOKEN="«_pub»"
PRIVATE_STOREFRONT_API_TOKEN="«b»"
PUBLIC_STORE_DOMAIN="acme-outfitters.myshopify.com"
PUBLIC_STOREFRONT_ID="«_sid»"
PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID="shp_«_cid»"
PUBLIC_CUSTOMER_ACCOUNT_API_URL="https://shopify.com/«_shopid»"
PUBLIC_CHECKOUT_DOMAIN="checkout.acme-outfitters.com"
SHOP_ID=«_shopid»
`, V{"a": g.hex(40), "_pub": g.hex(32), "b": "shpat_" + g.hex(32), "_sid": g.digits(7), "_cid": g.uuid(), "_shopid": g.digits(8)}, "acme-outfitters.myshopify.com", "checkout.acme-outfitters.com")

	g.emAdd("ecom/shopify-oxygen-deploy-token-gha", `
      - name: Build and Publish to Oxygen
        run: npx shopify hydrogen deploy
        env:
          SHOPIFY_HYDROGEN_DEPLOYMENT_TOKEN: «a»
# ^ pasted from the generated workflow; should be ${{ secrets.OXYGEN_DEPLOYMENT_TOKEN_«_n» }}
`, V{"a": g.hex(40), "_n": g.digits(10)}, "npx shopify hydrogen deploy")

	g.emAdd("ecom/shopify-multipass-ruby", `
# lib/shopify_multipass.rb
require "openssl"
require "base64"
require "json"

class ShopifyMultipass
  SECRET = "«a»".freeze

  def initialize(secret = SECRET)
    key = OpenSSL::Digest::SHA256.new.digest(secret)
    @encryption_key = key[0, 16]
    @signature_key  = key[16, 16]
  end

  def generate_token(customer_data_hash)
    customer_data_hash["created_at"] = Time.now.iso8601
    ciphertext = encrypt(customer_data_hash.to_json)
    Base64.urlsafe_encode64(ciphertext + sign(ciphertext))
  end
end
`, V{"a": g.hex(32)}, "OpenSSL::Digest::SHA256.new.digest(secret)", "lib/shopify_multipass.rb")

	g.emAdd("ecom/shopify-webhook-hmac-mismatch-log", `
2024-07-02T14:11:09.881Z  info  POST /webhooks/orders/create shop=acme-outfitters.myshopify.com topic=orders/create webhook_id=«_wid»
2024-07-02T14:11:09.882Z  debug X-Shopify-Hmac-Sha256=«_hmac» X-Shopify-Triggered-At=2024-07-02T14:11:08.917Z X-Shopify-Event-Id=«_ev»
2024-07-02T14:11:09.883Z  error HMAC validation failed: computed «_calc» with secret "«a»" (len=32)
2024-07-02T14:11:09.883Z  warn  -> responded 401 to Shopify; retry 1/19 scheduled
`, V{"_wid": g.uuid(), "_hmac": g.b64(32), "_ev": g.uuid(), "_calc": g.b64(32), "a": g.hex(32)}, "topic=orders/create", "HMAC validation failed")

	g.emAdd("ecom/shopify-ruby-shopify-api-context", `
# config/initializers/shopify_app.rb
ShopifyApp.configure do |config|
  config.application_name = "Acme Bundles"
  config.old_secret = "«a»"
  config.scope = "read_products,write_products"
  config.embedded_app = true
  config.after_authenticate_job = false
  config.api_version = "2024-04"
  config.shop_session_repository = "Shop"
  config.api_key = "«_k»"
  config.secret = "«b»"
end
`, V{"a": g.hex(32), "_k": g.hex(32), "b": g.hex(32)}, "config/initializers/shopify_app.rb", `config.shop_session_repository = "Shop"`)

	g.emAdd("ecom/shopify-sessions-sqlite-dump", `
$ sqlite3 prisma/dev.sqlite 'select id, shop, isOnline, scope, accessToken from Session;'
offline_acme-bundles-dev.myshopify.com|acme-bundles-dev.myshopify.com|0|write_products,read_orders|«a»
offline_northwind-goods.myshopify.com|northwind-goods.myshopify.com|0|write_products,read_orders|«b»
`, V{"a": g.shpat(), "b": g.shpat()}, "offline_acme-bundles-dev.myshopify.com", "prisma/dev.sqlite")

	g.emAdd("ecom/shopify-oauth-callback-log", `
[shopify-app/INFO] Beginning OAuth | {shop: acme-outfitters.myshopify.com, isOnline: false, callbackPath: /auth/callback}
[shopify-app/DEBUG] OAuth callback | {shop: acme-outfitters.myshopify.com, code: «_code», hmac: «_h», host: «_host», state: «_st», timestamp: 1719931201}
[shopify-api/DEBUG] Completing OAuth process | {shop: acme-outfitters.myshopify.com}
[shopify-api/DEBUG] Session created | {id: offline_acme-outfitters.myshopify.com, accessToken: «a», scope: write_products,read_orders}
[shopify-app/INFO] Running afterAuth hook
`, V{"_code": g.hex(32), "_h": g.hex(64), "_host": b64raw("admin.shopify.com/store/acme-outfitters"), "_st": g.digits(15), "a": g.shpat()}, "callbackPath: /auth/callback", "Running afterAuth hook")

	g.emAdd("ecom/shopify-app-bridge-session-token-devtools", `
> copied from DevTools → Network → /api/bundles → Request Headers
:authority: acme-bundles.fly.dev
accept: application/json
authorization: Bearer «a»
referer: https://admin.shopify.com/
sec-fetch-mode: cors
`, V{"a": g.emShopifyJWT("acme-outfitters.myshopify.com", g.hex(32))}, "acme-bundles.fly.dev", "referer: https://admin.shopify.com/")

	g.emAdd("ecom/shopify-flow-http-request-action", `
{
  "name": "Send high-value orders to ERP",
  "trigger": "shopify::admin::order_created",
  "actions": [
    {
      "type": "send_http_request",
      "method": "POST",
      "url": "https://erp.acme-outfitters.com/api/v2/orders/import",
      "headers": [
        {"key": "Content-Type", "value": "application/json"},
        {"key": "Authorization", "value": "Basic «a»"}
      ],
      "body": "{\"order_id\": \"{{order.id}}\", \"name\": \"{{order.name}}\"}"
    }
  ]
}
`, V{"a": b64s("shopify-flow:" + g.pwStrong())}, "https://erp.acme-outfitters.com/api/v2/orders/import", "{{order.id}}")

	g.emAdd("ecom/shopify-storefront-public-vs-admin", `
// public/storefront.js – fine to ship, Storefront API tokens are public
const client = createStorefrontApiClient({
  storeDomain: "https://acme-outfitters.myshopify.com",
  apiVersion: "2024-04",
  publicAccessToken: "«_pub»",
});

// scripts/backfill-metafields.js – NOT for the browser
const admin = createAdminApiClient({
  storeDomain: "acme-outfitters.myshopify.com",
  apiVersion: "2024-04",
  accessToken: "«a»",
});
`, V{"_pub": g.hex(32), "a": g.shpat()}, "createStorefrontApiClient", "scripts/backfill-metafields.js")

	g.emAdd("ecom/shopify-bulk-operation-url", `
# poll until the bulk export finishes
mutation { bulkOperationRunQuery(query: """{ products { edges { node { id variants { edges { node { sku barcode } } } } } } }""") { bulkOperation { id status } } }
{"data":{"currentBulkOperation":{"id":"gid://shopify/BulkOperation/«_b»","status":"COMPLETED","objectCount":"18342","url":"https://storage.googleapis.com/shopify-tiny-assets-prod/«_u»/bulk-«_n».jsonl?GoogleAccessId=assets-us-prod%40shopify-tiny-assets.iam.gserviceaccount.com&Expires=1720540101&Signature=«a»"}}}
`, V{"_b": g.digits(13), "_u": g.s(alLowNum, 28), "_n": g.digits(13), "a": strings.ReplaceAll(strings.ReplaceAll(g.b64(256), "+", "%2B"), "/", "%2F")}, "COMPLETED", "objectCount")
}

func (g *G) emShopifyCode() {
	g.emAdd("ecom/shopify-node-webhook-verify-hardcoded", `
// server/webhooks.js
import crypto from "node:crypto";
import express from "express";

const SHOPIFY_WEBHOOK_SECRET = process.env.SHOPIFY_API_SECRET || "«a»"; // TODO remove fallback

export const router = express.Router();
router.post("/webhooks/:topic", express.raw({ type: "application/json" }), (req, res) => {
  const hmac = req.get("X-Shopify-Hmac-Sha256");
  const digest = crypto.createHmac("sha256", SHOPIFY_WEBHOOK_SECRET).update(req.body).digest("base64");
  if (!crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(hmac))) return res.sendStatus(401);
  res.sendStatus(200);
});
`, V{"a": g.hex(32)}, `req.get("X-Shopify-Hmac-Sha256")`, "process.env.SHOPIFY_API_SECRET")

	g.emAdd("ecom/shopify-python-shopifyapi-session", `
import shopify

shopify.Session.setup(api_key="«_k»", secret="«a»")
session = shopify.Session("acme-outfitters.myshopify.com", "2024-04", "«b»")
shopify.ShopifyResource.activate_session(session)

shop = shopify.Shop.current()
print(shop.name, shop.plan_name)
for p in shopify.Product.find(limit=5):
    print(p.id, p.title, [v.sku for v in p.variants])
`, V{"_k": g.hex(32), "a": g.emShpss(), "b": g.shpat()}, "shopify.ShopifyResource.activate_session(session)", "acme-outfitters.myshopify.com")

	g.emAdd("ecom/shopify-php-laravel-config", `
<?php
// config/shopify-app.php (osiset/laravel-shopify)
return [
    'app_name' => env('SHOPIFY_APP_NAME', 'Acme Bundles'),
    'api_version' => env('SHOPIFY_API_VERSION', '2024-01'),
    'api_key' => env('SHOPIFY_API_KEY', '«_k»'),
    'api_secret' => env('SHOPIFY_API_SECRET', '«a»'),
    'api_scopes' => env('SHOPIFY_API_SCOPES', 'read_products,write_products,read_themes'),
    'billing_enabled' => (bool) env('SHOPIFY_BILLING_ENABLED', true),
];
`, V{"_k": g.hex(32), "a": g.hex(32)}, "osiset/laravel-shopify", "'billing_enabled'")

	g.emAdd("ecom/shopify-go-goshopify-client", `
package shopsync

import goshopify "github.com/bold-commerce/go-shopify/v4"

var app = goshopify.App{
	ApiKey:      "«_k»",
	ApiSecret:   "«a»",
	RedirectUrl: "https://sync.acme-outfitters.com/shopify/callback",
	Scope:       "read_products,read_orders,write_inventory",
}

func client() (*goshopify.Client, error) {
	return goshopify.NewClient(app, "acme-outfitters", "«b»", goshopify.WithVersion("2024-04"))
}
`, V{"_k": g.hex(32), "a": g.emShpss(), "b": g.emShpca()}, "github.com/bold-commerce/go-shopify/v4", "https://sync.acme-outfitters.com/shopify/callback")

	g.emAdd("ecom/shopify-fly-secrets-set", `
$ fly secrets set -a acme-bundles SHOPIFY_API_KEY=«_k» SHOPIFY_API_SECRET=«a» SCOPES=write_products,read_orders SHOPIFY_APP_URL=https://acme-bundles.fly.dev
Secrets are staged for the first deployment
$ fly secrets list -a acme-bundles
NAME                 DIGEST            CREATED AT
SCOPES               «_d1»  1m ago
SHOPIFY_API_KEY      «_d2»  1m ago
SHOPIFY_API_SECRET   «_d3»  1m ago
SHOPIFY_APP_URL      «_d4»  1m ago
`, V{"_k": g.hex(32), "a": g.hex(32), "_d1": g.hex(16), "_d2": g.hex(16), "_d3": g.hex(16), "_d4": g.hex(16)}, "Secrets are staged for the first deployment", "https://acme-bundles.fly.dev")

	g.emAdd("ecom/shopify-postman-environment", `
{
  "id": "«_id»",
  "name": "Shopify – acme-outfitters (prod)",
  "values": [
    {"key": "store", "value": "acme-outfitters", "type": "default", "enabled": true},
    {"key": "api_version", "value": "2024-04", "type": "default", "enabled": true},
    {"key": "access_token", "value": "«a»", "type": "secret", "enabled": true},
    {"key": "location_id", "value": "«_loc»", "type": "default", "enabled": true}
  ],
  "_postman_variable_scope": "environment",
  "_postman_exported_at": "2024-06-28T09:14:52.118Z",
  "_postman_exported_using": "Postman/11.2.1"
}
`, V{"_id": g.uuid(), "a": g.shpat(), "_loc": g.digits(11)}, "_postman_variable_scope", "Postman/11.2.1")

	g.emAdd("ecom/shopify-app-proxy-signature-test", `
# tests/test_app_proxy.py
import hashlib, hmac

API_SECRET = "«a»"

def test_proxy_signature_valid(client):
    params = {
        "shop": "acme-outfitters.myshopify.com",
        "logged_in_customer_id": "«_cust»",
        "path_prefix": "/apps/bundles",
        "timestamp": "1719931201",
    }
    msg = "".join(f"{k}={v}" for k, v in sorted(params.items()))
    params["signature"] = hmac.new(API_SECRET.encode(), msg.encode(), hashlib.sha256).hexdigest()
    assert client.get("/proxy", query_string=params).status_code == 200
`, V{"a": g.emShpss(), "_cust": g.digits(13)}, "tests/test_app_proxy.py", `"path_prefix": "/apps/bundles"`)

	g.emAdd("ecom/shopify-docker-compose-app", `
services:
  app:
    build: .
    ports: ["3000:3000"]
    environment:
      NODE_ENV: production
      SHOPIFY_API_KEY: «_k»
      SHOPIFY_API_SECRET: «a»
      SHOPIFY_APP_URL: https://bundles.acme-commerce.dev
      SCOPES: write_products,read_orders
      DATABASE_URL: mysql://bundles:«b»@db:3306/bundles
  db:
    image: mysql:8.4
    environment:
      MYSQL_ROOT_PASSWORD: «c»
      MYSQL_DATABASE: bundles
`, V{"_k": g.hex(32), "a": g.emShpss(), "b": g.pwURL(), "c": g.pw()}, "https://bundles.acme-commerce.dev", "image: mysql:8.4")

	g.emAdd("ecom/benign-shopify-gdpr-webhook-log", `
127.0.0.1 - - [03/Jul/2024:08:12:55 +0000] "POST /webhooks/customers/data_request HTTP/1.1" 200 2 "-" "Shopify-Captain-Hook"
  headers: x-shopify-topic=customers/data_request x-shopify-shop-domain=northwind-goods.myshopify.com x-shopify-hmac-sha256=«_h» x-shopify-webhook-id=«_w» x-shopify-api-version=2024-07
  body: {"shop_id":«_sid»,"shop_domain":"northwind-goods.myshopify.com","orders_requested":[«_o1»,«_o2»],"customer":{"id":«_c»,"email":"j.rivera@example.net","phone":null},"data_request":{"id":«_dr»}}
`, V{"_h": g.b64(32), "_w": g.uuid(), "_sid": g.digits(9), "_o1": g.digits(13), "_o2": g.digits(13), "_c": g.digits(13), "_dr": g.digits(7)}, "Shopify-Captain-Hook", "customers/data_request")

	g.emAdd("ecom/shopify-vercel-env-pull", `
$ vercel env pull .env.local
Vercel CLI 34.2.7
> Downloading ˋdevelopmentˋ Environment Variables for Project acme-headless
✅  Created .env.local file  [412ms]
$ cat .env.local
# Created by Vercel CLI
NEXT_PUBLIC_SHOPIFY_STORE_DOMAIN="acme-outfitters.myshopify.com"
NEXT_PUBLIC_SHOPIFY_STOREFRONT_ACCESS_TOKEN="«_pub»"
SHOPIFY_REVALIDATION_SECRET="«a»"
SHOPIFY_ADMIN_ACCESS_TOKEN="«b»"
VERCEL_OIDC_TOKEN="«c»"
`, V{"_pub": g.hex(32), "a": g.an(24), "b": g.shpat(), "c": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://oidc.vercel.com/acme","sub":"owner:acme:project:acme-headless:environment:development","aud":"https://vercel.com/acme","exp":%d}`, 1720000000+g.r.IntN(9999999)))}, "acme-headless", "NEXT_PUBLIC_SHOPIFY_STORE_DOMAIN")

	g.emAdd("ecom/shopify-graphiql-error-unauthorized", `
$ curl -si https://acme-outfitters.myshopify.com/admin/api/2024-04/shop.json -H "X-Shopify-Access-Token: «a»"
HTTP/2 401
content-type: application/json; charset=utf-8
x-request-id: «_rid»
x-shopify-stage: production
x-shopid: «_sid»

{"errors":"[API] Invalid API key or access token (unrecognized login or wrong password)"}
`, V{"a": g.shpat(), "_rid": g.uuid(), "_sid": g.digits(9)}, "Invalid API key or access token", "x-shopify-stage: production")

	g.emAdd("ecom/shopify-customer-account-oauth-token-response", `
POST https://shopify.com/authentication/«_shop»/oauth/token  → 200
{
  "access_token": "shcat_«a»",
  "expires_in": 3600,
  "id_token": "«_idt»",
  "refresh_token": "shcrt_«b»",
  "scope": "openid email customer-account-api:full",
  "token_type": "Bearer"
}
`, V{"_shop": g.digits(8), "a": g.b64u(128), "_idt": "eyJhbGciOiJSUzI1NiJ9." + b64raw(`{"iss":"https://shopify.com/authentication/`+g.digits(8)+`","sub":"shp_`+g.uuid()+`"}`), "b": g.b64u(128)}, "customer-account-api:full")

	g.emAdd("ecom/shopify-functions-no-secrets-but-env", `
$ cat extensions/volume-discount/shopify.extension.toml
api_version = "2024-07"

[[extensions]]
name = "Volume discount"
handle = "volume-discount"
type = "function"

  [[extensions.targeting]]
  target = "purchase.product-discount.run"
  input_query = "src/run.graphql"
  export = "run"

$ cat .env.production
SHOPIFY_VOLUME_DISCOUNT_ID=«_fid»
SHOPIFY_API_SECRET=«a»
`, V{"_fid": g.uuid(), "a": g.emShpss()}, "purchase.product-discount.run", "SHOPIFY_VOLUME_DISCOUNT_ID")

	g.emAdd("ecom/shopify-ruby-graphql-client-rake", `
# lib/tasks/reprice.rake
namespace :shopify do
  task reprice: :environment do
    session = ShopifyAPI::Auth::Session.new(
      shop: "northwind-goods.myshopify.com",
      access_token: "«a»"
    )
    client = ShopifyAPI::Clients::Graphql::Admin.new(session: session)
    client.query(query: PRICE_MUTATION, variables: { input: { id: "«_v»", price: "24.00" } })
  end
end
`, V{"a": g.shpat(), "_v": g.emGID("ProductVariant")}, "ShopifyAPI::Clients::Graphql::Admin.new", "lib/tasks/reprice.rake")
}

func (g *G) emMagento() {
	g.emAdd("ecom/magento-env-php", `
<?php
return [
    'backend' => [
        'frontName' => 'admin_«_fn»'
    ],
    'crypt' => [
        'key' => '«a»'
    ],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => 'mysql.internal',
                'dbname' => 'magento',
                'username' => 'magento',
                'password' => '«b»',
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
        'save' => 'redis',
        'redis' => [
            'host' => 'redis.internal',
            'port' => '6379',
            'password' => '«c»',
            'timeout' => '2.5',
            'database' => '2'
        ]
    ],
    'install' => [
        'date' => 'Tue, 14 Mar 2023 10:22:31 +0000'
    ]
];
`, V{"_fn": g.s(alLowNum, 6), "a": g.hex(32), "b": g.pwStrong(), "c": g.an(24)}, "'MAGE_MODE' => 'production'", "mysql.internal")

	g.emAdd("ecom/magento-env-php-base64-crypt-key", `
$ grep -n -A3 "'crypt'" app/etc/env.php
12:    'crypt' => [
13-        'key' => "«a»
14-«b»"
15-    ],
$ bin/magento encryption:key:change
The encryption key has been changed.
`, V{"a": g.hex(32), "b": "base64" + g.b64(32)}, "app/etc/env.php", "bin/magento encryption:key:change")

	g.emAdd("ecom/magento-auth-json-repo", `
$ cat ~/.composer/auth.json
{
    "http-basic": {
        "repo.magento.com": {
            "username": "«_pub»",
            "password": "«a»"
        }
    },
    "github-oauth": {
        "github.com": "«b»"
    }
}
$ composer create-project --repository-url=https://repo.magento.com/ magento/project-community-edition=2.4.7 shop
`, V{"_pub": g.hex(32), "a": g.hex(32), "b": g.gho()}, "magento/project-community-edition=2.4.7", "https://repo.magento.com/")

	g.emAdd("ecom/magento-admin-token-curl", `
$ curl -s -X POST "https://shop.acme-outfitters.com/rest/V1/integration/admin/token" \
    -H "Content-Type: application/json" \
    -d '{"username":"api-sync","password":"«a»"}'
"«b»"
$ curl -s "https://shop.acme-outfitters.com/rest/V1/products?searchCriteria[pageSize]=2" -H "Authorization: Bearer «b»" | jq '.items[] | {sku, name, price}'
{
  "sku": "MS-CREW-GRY-M",
  "name": "Merino Crew Sock Grey M",
  "price": 14.9
}
`, V{"a": g.pw(), "b": g.emMage()}, "rest/V1/integration/admin/token", "MS-CREW-GRY-M")

	g.emAdd("ecom/magento-integration-activation", `
Integration "ERP Connector" was activated. Integration Details:

Consumer Key         «a»
Consumer Secret      «b»
Access Token         «c»
Access Token Secret  «d»

Stores > Configuration > Services > OAuth > Consumer Settings > Allow OAuth Access Tokens to be used as standalone Bearer tokens: Yes
`, V{"a": g.emMage(), "b": g.emMage(), "c": g.emMage(), "d": g.emMage()}, "Allow OAuth Access Tokens to be used as standalone Bearer tokens", `Integration "ERP Connector"`)

	g.emAdd("ecom/magento-install-command", `
$ bin/magento setup:install \
  --base-url=https://shop.acme-outfitters.test/ \
  --db-host=127.0.0.1 --db-name=magento --db-user=magento --db-password='«a»' \
  --admin-firstname=Dana --admin-lastname=K --admin-email=dana@acme-outfitters.com \
  --admin-user=dana.k --admin-password='«b»' \
  --language=en_US --currency=EUR --timezone=Europe/Berlin --use-rewrites=1 \
  --search-engine=opensearch --opensearch-host=opensearch --opensearch-port=9200 \
  --opensearch-username=admin --opensearch-password='«c»'
Starting Magento installation:
File permissions check...
[SUCCESS]: Magento installation complete.
[SUCCESS]: Magento Admin URI: /admin_«_fn»
`, V{"a": g.pw(), "b": g.pw(), "c": g.pwStrong(), "_fn": g.s(alLowNum, 7)}, "--search-engine=opensearch", "Magento installation complete")

	g.emAdd("ecom/magento-admin-user-create", `
$ bin/magento admin:user:create --admin-user=agency.dev --admin-password=«a» --admin-email=dev@pixelhaus.agency --admin-firstname=Agency --admin-lastname=Dev
Created Magento administrator user named agency.dev
$ bin/magento security:tfa:google:set-secret agency.dev «b»
Google OTP secret has been set
`, V{"a": g.pwURL(), "b": g.totp()}, "Created Magento administrator user named agency.dev", "dev@pixelhaus.agency")

	g.emAdd("ecom/magento-cloud-variables", `
$ magento-cloud variable:list -e production
Variables on the project Acme Outfitters («_proj»), environment production:
+-----------------------------+-------------+---------------------------------------------+
| Name                        | Level       | Value                                       |
+-----------------------------+-------------+---------------------------------------------+
| env:COMPOSER_AUTH           | project     | {"http-basic":{"repo.magento.com":{"username":"«_pub»","password":"«a»"}}} |
| env:ADMIN_PASSWORD          | environment | «b»                                         |
| env:ADMIN_EMAIL             | environment | ops@acme-outfitters.com                     |
| env:SCD_THREADS             | environment | 4                                           |
+-----------------------------+-------------+---------------------------------------------+
`, V{"_proj": g.s(alLowNum, 13), "_pub": g.hex(32), "a": g.hex(32), "b": g.pw()}, "env:SCD_THREADS", "ops@acme-outfitters.com")

	g.emAdd("ecom/magento-core-config-data-sql", `
mysql> SELECT config_id, scope, path, value FROM core_config_data WHERE path LIKE 'payment/%' OR path LIKE 'carriers/%/password';
+-----------+---------+-------------------------------------+--------------------------------------------------------+
| config_id | scope   | path                                | value                                                  |
+-----------+---------+-------------------------------------+--------------------------------------------------------+
|       412 | default | payment/braintree/merchant_id       | «_mid»                                       |
|       413 | default | payment/braintree/private_key       | 0:3:«_enc»                       |
|       418 | default | carriers/dhl/password               | «a»                                        |
|       419 | default | carriers/ups/access_license_number  | «b»                                       |
+-----------+---------+-------------------------------------+--------------------------------------------------------+
`, V{"_mid": g.s(alLowNum, 16), "_enc": g.b64(48), "a": g.pw(), "b": g.s(alUpNum, 16)}, "payment/braintree/merchant_id", "core_config_data")

	g.emAdd("ecom/magento-rabbitmq-queue-env", `
    'queue' => [
        'consumers_wait_for_messages' => 1,
        'amqp' => [
            'host' => 'rabbitmq.internal',
            'port' => '5672',
            'user' => 'magento',
            'password' => '«a»',
            'virtualhost' => '/'
        ]
    ],
    'cache' => [
        'frontend' => [
            'default' => [
                'id_prefix' => '«=pfx»_',
                'backend' => 'Magento\\Framework\\Cache\\Backend\\Redis',
`, V{"a": g.pwStrong(), "=pfx": g.hex(3)}, "rabbitmq.internal", "consumers_wait_for_messages")

	g.emAdd("ecom/magento-exception-log-db", `
[2024-06-30T22:41:05.182311+00:00] main.CRITICAL: SQLSTATE[HY000] [1045] Access denied for user 'magento'@'10.0.2.14' (using password: YES) {"exception":"[object] (Zend_Db_Adapter_Exception(code: 1045): SQLSTATE[HY000] [1045] Access denied for user 'magento'@'10.0.2.14' (using password: YES) at /var/www/html/vendor/magento/zend-db/library/Zend/Db/Adapter/Pdo/Abstract.php:128)"} []

> tried the password from the ticket («a») and the old one, both fail. Restored env.php from backup
`, V{"a": g.pw()}, "Zend_Db_Adapter_Exception", "Access denied for user 'magento'@'10.0.2.14'")

	g.emAdd("ecom/magento-graphql-customer-token", `
mutation {
  generateCustomerToken(email: "qa+checkout@acme-outfitters.com", password: "«a»") {
    token
  }
}
---
{
  "data": {
    "generateCustomerToken": {
      "token": "«b»"
    }
  }
}
`, V{"a": g.pw(), "b": g.emMage()}, "generateCustomerToken", "qa+checkout@acme-outfitters.com")

	g.emAdd("ecom/magento-n98-config-show", `
$ n98-magerun2 config:store:get 'payment/stripe_payments/*' --format=csv
Path,Scope,Scope-ID,Value
payment/stripe_payments/stripe_mode,default,0,live
payment/stripe_payments_basic/stripe_live_pk,default,0,«_pk»
payment/stripe_payments_basic/stripe_live_sk,default,0,«a»
payment/stripe_payments/webhook_secret,default,0,«b»
`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.whsec()}, "n98-magerun2 config:store:get", "payment/stripe_payments/stripe_mode")

	g.emAdd("ecom/magento-warden-env", `
$ cat .env
WARDEN_ENV_NAME=acme-m2
WARDEN_ENV_TYPE=magento2
WARDEN_WEB_ROOT=/
TRAEFIK_DOMAIN=acme-m2.test
TRAEFIK_SUBDOMAIN=app
MAGENTO_VERSION=2.4.7-p1
PHP_VERSION=8.3
COMPOSER_AUTH='{"http-basic":{"repo.magento.com":{"username":"«_pub»","password":"«a»"}}}'
BLACKFIRE_SERVER_ID=«_bid»
BLACKFIRE_SERVER_TOKEN=«b»
`, V{"_pub": g.hex(32), "a": g.hex(32), "_bid": g.uuid(), "b": g.hex(64)}, "WARDEN_ENV_TYPE=magento2", "MAGENTO_VERSION=2.4.7-p1")
}

func (g *G) emWoo() {
	g.emAdd("ecom/woo-rest-keys-node-client", `
// scripts/sync-stock.mjs
import WooCommerceRestApi from "@woocommerce/woocommerce-rest-api";

const api = new WooCommerceRestApi.default({
  url: "https://shop.bluefernpottery.com",
  consumerKey: "«a»",
  consumerSecret: "«b»",
  version: "wc/v3",
  queryStringAuth: true,
});

const { data } = await api.get("products", { per_page: 100, sku: "BFP-MUG-12OZ" });
console.log(data.map((p) => [p.id, p.sku, p.stock_quantity]));
`, V{"a": g.emCK(), "b": g.emCS()}, "@woocommerce/woocommerce-rest-api", "BFP-MUG-12OZ")

	g.emAdd("ecom/woo-curl-query-string-auth", `
$ curl -s "https://shop.bluefernpottery.com/wp-json/wc/v3/orders?status=processing&per_page=5&consumer_key=«a»&consumer_secret=«b»" | jq '.[] | {id, number, total, billing: .billing.email}'
{
  "id": «_id»,
  "number": "«_id»",
  "total": "64.00",
  "billing": "m.okafor@example.org"
}
`, V{"a": g.emCK(), "b": g.emCS(), "_id": g.digits(5)}, "wp-json/wc/v3/orders?status=processing", `"total": "64.00"`)

	g.emAdd("ecom/woo-python-client", `
from woocommerce import API

wcapi = API(
    url="https://store.tallowandtwine.co.uk",
    consumer_key="«a»",
    consumer_secret="«b»",
    version="wc/v3",
    timeout=20,
)
print(wcapi.get("orders", params={"after": "2024-06-01T00:00:00"}).json()[:1])
`, V{"a": g.emCK(), "b": g.emCS()}, "https://store.tallowandtwine.co.uk", "from woocommerce import API")

	g.emAdd("ecom/woo-wp-config-php", `
<?php
define( 'DB_NAME', 'wp_bluefern' );
define( 'DB_USER', 'bluefern_wp' );
define( 'DB_PASSWORD', '«a»' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );

define( 'AUTH_KEY',         '«b»' );
define( 'SECURE_AUTH_KEY',  '«c»' );
define( 'LOGGED_IN_KEY',    '«d»' );
define( 'NONCE_KEY',        '«e»' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
define( 'WC_GZD_ENCRYPTION_KEY', '«f»' );
`, V{"a": g.pw(), "b": g.s(alSalt, 64), "c": g.s(alSalt, 64), "d": g.s(alSalt, 64), "e": g.s(alSalt, 64), "f": g.hex(64)}, "wp_bluefern", "define( 'WP_DEBUG', false );")

	g.emAdd("ecom/woo-wp-cli-options", `
$ wp option get woocommerce_stripe_settings --format=json | jq .
{
  "enabled": "yes",
  "title": "Credit Card (Stripe)",
  "testmode": "no",
  "publishable_key": "«_pk»",
  "secret_key": "«a»",
  "webhook_secret": "«b»",
  "capture": "yes",
  "statement_descriptor": "BLUEFERN POTTERY"
}
`, V{"_pk": g.pkLive(), "a": g.skLive(), "b": g.whsec()}, "woocommerce_stripe_settings", "BLUEFERN POTTERY")

	g.emAdd("ecom/woo-webhook-delivery-log", `
Webhook delivery #«_d» (Order updated → https://hooks.tallowandtwine.co.uk/woo/order-updated)
Request headers:
  User-Agent: WooCommerce/8.9.3 Hookshot (WordPress/6.5.5)
  X-WC-Webhook-Source: https://store.tallowandtwine.co.uk/
  X-WC-Webhook-Topic: order.updated
  X-WC-Webhook-Resource: order
  X-WC-Webhook-Event: updated
  X-WC-Webhook-Signature: «_sig»
  X-WC-Webhook-ID: «=wid»
  X-WC-Webhook-Delivery-ID: «_d»
Response: 200 OK (0.41s)

Secret (Settings → Advanced → Webhooks → edit): «a»
`, V{"_d": g.digits(6), "_sig": g.b64(32), "=wid": g.digits(2), "a": g.s(alAlnum+"!@#$%^&*()-_[]{}<>~`+=,.;:/?|", 50)}, "WooCommerce/8.9.3 Hookshot", "X-WC-Webhook-Topic: order.updated")

	g.emAdd("ecom/woo-rest-api-keys-db-row", `
mysql> SELECT key_id, user_id, description, permissions, truncated_key, last_access FROM wp_woocommerce_api_keys;
+--------+---------+---------------------------+-------------+---------------+---------------------+
| key_id | user_id | description               | permissions | truncated_key | last_access         |
+--------+---------+---------------------------+-------------+---------------+---------------------+
|      3 |       1 | ShipStation               | read_write  | «_t1»       | 2024-07-01 06:00:12 |
|      7 |       4 | Zapier - order to Sheets  | read        | «_t2»       | 2024-06-28 19:44:03 |
+--------+---------+---------------------------+-------------+---------------+---------------------+
-- consumer_secret for key 7 (pulled from the admin screen before it was hidden): «a»
`, V{"_t1": g.hex(7), "_t2": g.hex(7), "a": g.emCS()}, "wp_woocommerce_api_keys", "Zapier - order to Sheets")

	g.emAdd("ecom/woo-wc-auth-callback", `
POST /woo/callback HTTP/1.1
Host: app.stockpilot.io
Content-Type: application/json
User-Agent: WordPress/6.5.5; https://shop.bluefernpottery.com

{"key_id":12,"user_id":"«_uid»","consumer_key":"«a»","consumer_secret":"«b»","key_permissions":"read_write"}
`, V{"_uid": g.digits(6), "a": g.emCK(), "b": g.emCS()}, "app.stockpilot.io", `"key_permissions":"read_write"`)

	g.emAdd("ecom/woo-wpengine-ssh-wp-user-create", `
$ ssh bluefern@bluefern.ssh.wpengine.net
bluefern@pod-12345:/sites/bluefern$ wp user create agency-support support@pixelhaus.agency --role=shop_manager --user_pass='«a»'
Success: Created user 23.
bluefern@pod-12345:/sites/bluefern$ wp user application-password create agency-support "order-export" --porcelain
«b»
`, V{"a": g.pwStrong(), "b": g.s(alAlnum, 4) + " " + g.s(alAlnum, 4) + " " + g.s(alAlnum, 4) + " " + g.s(alAlnum, 4) + " " + g.s(alAlnum, 4) + " " + g.s(alAlnum, 4)}, "--role=shop_manager", "bluefern.ssh.wpengine.net")
}

func (g *G) emBigCommerce() {
	hash := g.emBCHash()
	g.emAdd("ecom/bigcommerce-api-account-txt", `
$ cat ~/Downloads/BigCommerce-API-Account-«_n».txt
ACCESS TOKEN: «a»
CLIENT NAME: Acme PIM sync
API PATH: https://api.bigcommerce.com/stores/«_h»/v3/
CLIENT ID: «_cid»
CLIENT SECRET: «b»
NAME: Acme PIM sync
`, V{"_n": g.digits(10), "a": g.emBC(), "_h": hash, "_cid": g.emBC(), "b": g.hex(64)}, "CLIENT NAME: Acme PIM sync")

	g.emAdd("ecom/bigcommerce-stencil-config", `
$ cat .stencil
{
  "normalStoreUrl": "https://northwind-goods.mybigcommerce.com",
  "accessToken": "«a»",
  "port": 3000,
  "customLayouts": {
    "brand": {}, "category": {}, "page": {}, "product": {}
  }
}
$ stencil start
Loading theme Cornerstone 6.13.0 … done
Stencil CLI is now running at http://localhost:3000
`, V{"a": g.emBC()}, "https://northwind-goods.mybigcommerce.com", "Cornerstone 6.13.0")

	g.emAdd("ecom/bigcommerce-curl-catalog", `
$ curl -s "https://api.bigcommerce.com/stores/«_h»/v3/catalog/products?sku=NW-TEE-BLK-L&include=variants" \
    -H "X-Auth-Token: «a»" -H "Accept: application/json" | jq '.data[0] | {id, sku, name, upc}'
{
  "id": «=pid»,
  "sku": "NW-TEE-BLK-L",
  "name": "Heavyweight Tee Black L",
  "upc": "«_upc»"
}
`, V{"_h": hash, "a": g.emBC(), "=pid": g.digits(3), "_upc": g.digits(12)}, "NW-TEE-BLK-L", "Heavyweight Tee Black L")

	g.emAdd("ecom/bigcommerce-storefront-token-create", `
$ curl -s -X POST https://api.bigcommerce.com/stores/«_h»/v3/storefront/api-token-customer-impersonation \
   -H "X-Auth-Token: «a»" -H "Content-Type: application/json" \
   -d '{"channel_id": 1, "expires_at": 1767225599}'
{"data":{"token":"«b»"},"meta":{}}
`, V{"_h": hash, "a": g.emBC(), "b": g.jwt("ES256", fmt.Sprintf(`{"cid":[1],"cors":[],"eat":1767225599,"iat":%d,"iss":"BC","sid":%s,"sub":"%s","sub_type":2,"token_type":2}`, 1719000000+g.r.IntN(999999), g.digits(10), g.emBC()))}, "api-token-customer-impersonation", `"channel_id": 1`)

	g.emAdd("ecom/bigcommerce-catalyst-env", `
# .env.local (Catalyst storefront)
BIGCOMMERCE_STORE_HASH=«_h»
BIGCOMMERCE_CHANNEL_ID=1
BIGCOMMERCE_CUSTOMER_IMPERSONATION_TOKEN=«a»
BIGCOMMERCE_ACCESS_TOKEN=«b»
AUTH_SECRET=«c»
ENABLE_ADMIN_ROUTE=true
`, V{"_h": hash, "a": g.jwt("ES256", `{"cid":[1],"cors":[],"eat":1893456000,"iss":"BC","sub_type":2,"token_type":2}`), "b": g.emBC(), "c": g.b64(32)}, "BIGCOMMERCE_CHANNEL_ID=1", "ENABLE_ADMIN_ROUTE=true")

	g.emAdd("ecom/bigcommerce-app-oauth-callback-node", `
// app/api/auth/route.ts (BigCommerce single-click app)
const bc = new BigCommerce({
  logLevel: "info",
  clientId: "«_cid»",
  secret: "«a»",
  callback: "https://apps.acme-commerce.dev/api/auth",
  responseType: "json",
  apiVersion: "v3",
});
// data from bc.authorize(): { access_token: '«b»', scope: 'store_v2_products store_v2_orders_read_only', context: 'stores/«_h»' }
`, V{"_cid": g.emBC(), "a": g.hex(64), "b": g.emBC(), "_h": hash}, "https://apps.acme-commerce.dev/api/auth", "store_v2_orders_read_only")
}

func (g *G) emOtherPlatforms() {
	g.emAdd("ecom/prestashop-parameters-php", `
<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_port' => '',
    'database_name' => 'prestashop',
    'database_user' => 'ps_user',
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
    'ps_creation_date' => '2023-02-11',
    'locale' => 'fr-FR',
    'use_debug_toolbar' => true,
    'cookie_key' => '«c»',
    'cookie_iv' => '«d»',
    'new_cookie_key' => '«e»',
  ),
);
`, V{"a": g.pw(), "b": g.an(56), "c": g.an(56), "d": g.an(32), "e": "def00000" + g.hex(224)}, "'ps_creation_date' => '2023-02-11'", "'database_prefix' => 'ps_'")

	g.emAdd("ecom/prestashop-webservice-curl", `
$ curl -s "https://«a»@boutique.lesateliersdumarais.fr/api/orders?display=[id,reference,total_paid]&limit=3&output_format=JSON"
{"orders":[{"id":«=o1»,"reference":"XKBKNABJK","total_paid":"89.900000"},{"id":«=o2»,"reference":"OHSATSERP","total_paid":"42.000000"}]}
`, V{"a": g.s(alUpNum, 32), "=o1": g.digits(4), "=o2": g.digits(4)}, "boutique.lesateliersdumarais.fr", `"reference":"XKBKNABJK"`)

	g.emAdd("ecom/prestashop-python-webservice", `
from prestapyt import PrestaShopWebServiceDict

prestashop = PrestaShopWebServiceDict(
    "https://boutique.lesateliersdumarais.fr/api",
    "«a»",
)
stock = prestashop.get("stock_availables", options={"filter[id_product]": "«=pid»"})
`, V{"a": g.s(alUpNum, 32), "=pid": g.digits(3)}, "PrestaShopWebServiceDict", "stock_availables")

	g.emAdd("ecom/shopware-env-and-integration", `
$ cat .env.local
APP_ENV=prod
APP_SECRET=«a»
APP_URL=https://www.kaffeerösterei-lindner.de
DATABASE_URL=mysql://shopware:«b»@127.0.0.1:3306/shopware
MAILER_DSN=smtp://shop%40kaffeeroesterei-lindner.de:«c»@smtp.ionos.de:587
SHOPWARE_ES_ENABLED=0
INSTANCE_ID=«_iid»
$ bin/console integration:create "ERP Sync" --admin
SHOPWARE_ACCESS_KEY_ID=«_akid»
SHOPWARE_SECRET_ACCESS_KEY=«d»
`, V{"a": g.hex(64), "b": g.pwURL(), "c": g.pwURL(), "_iid": g.an(32), "_akid": "SWIA" + g.s(alUpNum, 22), "d": g.an(56)}, "SHOPWARE_ES_ENABLED=0", `bin/console integration:create "ERP Sync" --admin`)

	g.emAdd("ecom/shopware-admin-api-token", `
$ curl -s -X POST https://www.kaffeeroesterei-lindner.de/api/oauth/token -H 'Content-Type: application/json' \
  -d '{"grant_type":"client_credentials","client_id":"«_akid»","client_secret":"«a»"}'
{"token_type":"Bearer","expires_in":600,"access_token":"«b»"}
$ curl -s https://www.kaffeeroesterei-lindner.de/store-api/product -H 'sw-access-key: «_sc»' | jq '.total'
38
`, V{"_akid": "SWIA" + g.s(alUpNum, 22), "a": g.an(56), "b": g.jwt("RS256", fmt.Sprintf(`{"aud":"administration","jti":"%s","iat":%d,"nbf":%d,"exp":%d,"sub":"","scopes":["write"]}`, g.hex(80), 1719000000, 1719000000, 1719000600)), "_sc": "SWSC" + g.s(alUpNum, 22)}, "/api/oauth/token", "store-api/product")

	g.emAdd("ecom/opencart-config-php", `
<?php
// HTTP
define('HTTP_SERVER', 'https://shop.velomax.pl/');
// DIR
define('DIR_APPLICATION', '/var/www/velomax/catalog/');
define('DIR_STORAGE', '/var/www/storage/');
// DB
define('DB_DRIVER', 'mysqli');
define('DB_HOSTNAME', 'localhost');
define('DB_USERNAME', 'velomax_oc');
define('DB_PASSWORD', '«a»');
define('DB_DATABASE', 'velomax_oc4');
define('DB_PORT', '3306');
define('DB_PREFIX', 'oc_');
`, V{"a": g.pw()}, "https://shop.velomax.pl/", "velomax_oc4")

	g.emAdd("ecom/opencart-api-login", `
$ curl -s -X POST "https://shop.velomax.pl/index.php?route=api/account/login" -d "username=Default" -d "key=«a»"
{"success":"Success: API session successfully started!","api_token":"«b»"}
`, V{"a": g.an(256), "b": g.hex(26)}, "route=api/account/login", "API session successfully started!")

	g.emAdd("ecom/ecwid-tokens", `
Ecwid app "Acme Label Printer" – installed for store «_sid»
  public_token:  «_pub»   (storefront widgets, safe to expose)
  secret_token:  «a»
  client_secret: «b»

$ curl -s "https://app.ecwid.com/api/v3/«_sid»/orders?limit=1" -H "Authorization: Bearer «a»" | jq .total
1873
`, V{"_sid": g.digits(8), "_pub": "public_" + g.an(32), "a": "secret_" + g.an(32), "b": g.an(32)}, "Acme Label Printer", "safe to expose")

	g.emAdd("ecom/wix-headless-api-key", `
// wix-sync/index.ts
import { createClient, ApiKeyStrategy } from "@wix/sdk";
import { products } from "@wix/stores";

const wix = createClient({
  modules: { products },
  auth: ApiKeyStrategy({
    siteId: "«_site»",
    apiKey: "«a»",
  }),
});
`, V{"_site": g.uuid(), "a": "IST." + g.jwt("RS256", fmt.Sprintf(`{"data":"{\"id\":\"%s\",\"identity\":{\"type\":\"application\",\"id\":\"%s\"},\"tenant\":{\"type\":\"account\",\"id\":\"%s\"}}","iat":%d}`, g.uuid(), g.uuid(), g.uuid(), 1719000000+g.r.IntN(999999)))}, "ApiKeyStrategy", "@wix/stores")

	g.emAdd("ecom/paddle-lemonsqueezy-env", `
# .env.production (digital-goods store)
PADDLE_ENVIRONMENT=production
PADDLE_API_KEY=pdl_live_apikey_01«_u»_«a»
PADDLE_CLIENT_TOKEN=live_«_ct»
PADDLE_WEBHOOK_SECRET=pdl_ntfset_01«_u2»_«b»
LEMONSQUEEZY_API_KEY=«c»
LEMONSQUEEZY_STORE_ID=«_ls»
LEMONSQUEEZY_WEBHOOK_SECRET=«d»
`, V{"_u": g.s("0123456789abcdefghjkmnpqrstvwxyz", 24), "a": g.an(22) + "_" + g.an(3), "_ct": g.hex(27), "_u2": g.s("0123456789abcdefghjkmnpqrstvwxyz", 24), "b": g.an(32), "c": g.jwt("RS256", fmt.Sprintf(`{"aud":"94d59cef-dbb8-4ea5-b178-d2540fcd6919","jti":"%s","iat":%d,"nbf":%d,"sub":"%s","scopes":[]}`, g.hex(80), 1719000000, 1719000000, g.digits(6))), "_ls": g.digits(5), "d": g.pwStrong()}, "PADDLE_ENVIRONMENT=production")
}

func (g *G) emSFCC() {
	g.emAdd("ecom/sfcc-dw-json", `
$ cat dw.json
{
    "hostname": "zzte-053.dx.commercecloud.salesforce.com",
    "username": "dana.k@acme-outfitters.com",
    "password": "«a»",
    "code-version": "version_2024_07",
    "cartridge": ["app_acme", "int_acme_erp", "app_storefront_base"],
    "client-id": "«_cid»",
    "client-secret": "«b»"
}
`, V{"a": g.an(64), "_cid": g.uuid(), "b": g.pwStrong()}, "zzte-053.dx.commercecloud.salesforce.com", "app_storefront_base")

	g.emAdd("ecom/sfcc-ci-auth", `
$ sfcc-ci client:auth «_cid» '«a»'
Authentication succeeded
$ sfcc-ci instance:upload archives/site_import_2024-07-02.zip -i zzte-053.dx.commercecloud.salesforce.com
Uploading archives/site_import_2024-07-02.zip ... done
$ sfcc-ci job:run sfcc-site-archive-import -i zzte-053.dx.commercecloud.salesforce.com -s
Job sfcc-site-archive-import (execution «_ex») finished. Status: OK
`, V{"_cid": g.uuid(), "a": g.pwStrong(), "_ex": g.digits(6)}, "sfcc-site-archive-import", "archives/site_import_2024-07-02.zip")

	g.emAdd("ecom/sfcc-slas-private-client-token", `
$ curl -s -u "«_cid»:«a»" \
  "https://kv7kzm78.api.commercecloud.salesforce.com/shopper/auth/v1/organizations/f_ecom_zzte_053/oauth2/token" \
  -d "grant_type=client_credentials&channel_id=RefArch"
{"access_token":"«b»","id_token":"","refresh_token":"«c»","expires_in":1800,"token_type":"BEARER","usid":"«_usid»","customer_id":"«_cust»","enc_user_id":"","idp_access_token":null,"refresh_token_expires_in":7776000}
`, V{"_cid": g.uuid(), "a": g.pwStrong(), "b": g.jwt("ES256", fmt.Sprintf(`{"ver":"1.0","jti":"%s","sub":"cc-slas::zzte_053::scid:%s::usid:%s","ctx":"slas","iss":"slas/prod/zzte_053","ist":1,"aud":"commercecloud/prod/zzte_053","nbf":1719931000,"sty":"User","isb":"uido:slas::upn:Guest::uidn:Guest User::gcid:%s::chid:RefArch","exp":1719932830,"iat":1719931030}`, g.uuid(), g.uuid(), g.uuid(), g.an(26))), "c": g.b64u(43), "_usid": g.uuid(), "_cust": g.an(26)}, "f_ecom_zzte_053", "channel_id=RefArch")

	g.emAdd("ecom/benign-sfcc-pwa-kit-config", `
// config/default.js (PWA Kit) – SLAS public client, no secret
module.exports = {
    app: {
        commerceAPI: {
            proxyPath: ˋ/mobify/proxy/apiˋ,
            parameters: {
                clientId: '«_cid»',
                organizationId: 'f_ecom_zzte_053',
                shortCode: 'kv7kzm78',
                siteId: 'RefArch'
            }
        },
        einsteinAPI: { host: 'https://api.cquotient.com', einsteinId: '«_eid»', siteId: 'aaij-MobileFirst' }
    }
}
`, V{"_cid": g.uuid(), "_eid": g.uuid()}, "organizationId: 'f_ecom_zzte_053'", "https://api.cquotient.com")

	g.emAdd("ecom/sfcc-ocapi-settings-and-job-log", `
[2024-07-02 03:00:14.118 GMT] INFO  JobThread|«_jt»|ExportOrders|ExportOrdersStep custom.ErpExport - POST https://erp.acme-outfitters.com/api/orders (service int_acme_erp.http.orders)
[2024-07-02 03:00:14.119 GMT] DEBUG JobThread|«_jt»|ExportOrders|ExportOrdersStep custom.ErpExport - credential int_acme_erp.cred user=sfcc-export password=«a»
[2024-07-02 03:00:15.402 GMT] INFO  JobThread|«_jt»|ExportOrders|ExportOrdersStep custom.ErpExport - 37 orders exported, last=«_on»
`, V{"_jt": g.digits(9), "a": g.pw(), "_on": "00" + g.digits(6)}, "int_acme_erp.http.orders", "37 orders exported")
}

func (g *G) emHeadless() {
	g.emAdd("ecom/commercetools-api-client-env", `
# commercetools Merchant Center → Settings → Developer settings → API client "storefront-bff" (Environment Variables (.env))
CTP_PROJECT_KEY=acme-prod
CTP_CLIENT_SECRET=«a»
CTP_CLIENT_ID=«_cid»
CTP_AUTH_URL=https://auth.europe-west1.gcp.commercetools.com
CTP_API_URL=https://api.europe-west1.gcp.commercetools.com
CTP_SCOPES=manage_orders:acme-prod view_products:acme-prod manage_customers:acme-prod
`, V{"a": g.b64u(32), "_cid": g.b64u(24)}, "CTP_PROJECT_KEY=acme-prod", "https://auth.europe-west1.gcp.commercetools.com")

	g.emAdd("ecom/commercetools-token-curl", `
$ curl -s https://auth.europe-west1.gcp.commercetools.com/oauth/token \
     --basic --user "«_cid»:«a»" \
     -X POST -d "grant_type=client_credentials&scope=view_products:acme-prod"
{"access_token":"«b»","token_type":"Bearer","expires_in":172800,"scope":"view_products:acme-prod"}
`, V{"_cid": g.b64u(24), "a": g.b64u(32), "b": g.b64u(32)}, "grant_type=client_credentials&scope=view_products:acme-prod")

	g.emAdd("ecom/commercetools-ts-sdk", `
const authMiddlewareOptions: AuthMiddlewareOptions = {
  host: "https://auth.us-central1.gcp.commercetools.com",
  projectKey: "northwind-b2b",
  credentials: {
    clientId: "«_cid»",
    clientSecret: "«a»",
  },
  scopes: ["manage_project:northwind-b2b"],
  httpClient: fetch,
};
`, V{"_cid": g.b64u(24), "a": g.b64u(32)}, `projectKey: "northwind-b2b"`, "AuthMiddlewareOptions")

	g.emAdd("ecom/saleor-env", `
$ cat .env
DEBUG=False
ALLOWED_HOSTS=api.acme-outfitters.com
ALLOWED_CLIENT_HOSTS=acme-outfitters.com
SECRET_KEY=«a»
DATABASE_URL=postgres://saleor:«b»@db:5432/saleor
CELERY_BROKER_URL=redis://:«c»@redis:6379/1
EMAIL_URL=smtp://apikey:«d»@smtp.sendgrid.net:587/?tls=True
DEFAULT_FROM_EMAIL=shop@acme-outfitters.com
PUBLIC_URL=https://api.acme-outfitters.com/
`, V{"a": g.s(alDjango, 50), "b": g.pwURL(), "c": g.an(32), "d": g.sendgrid()}, "ALLOWED_CLIENT_HOSTS=acme-outfitters.com", "DEFAULT_FROM_EMAIL=shop@acme-outfitters.com")

	g.emAdd("ecom/saleor-app-token-graphql", `
$ curl -s https://api.acme-outfitters.com/graphql/ -H "Authorization: Bearer «a»" -H 'Content-Type: application/json' \
  -d '{"query":"{ app { id name permissions { code } } }"}'
{"data":{"app":{"id":"«_id»","name":"Avalara tax","permissions":[{"code":"MANAGE_CHECKOUTS"},{"code":"HANDLE_TAXES"}]}}}
`, V{"a": g.an(30), "_id": b64s("App:" + g.digits(2))}, "Avalara tax", "HANDLE_TAXES")

	g.emAdd("ecom/saleor-rsa-private-key-env", `
# k8s/saleor-api/deployment.yaml
        env:
          - name: RSA_PRIVATE_KEY
            value: |
              «a»
          - name: JWT_TTL_ACCESS
            value: "5m"
`, V{"a": strings.ReplaceAll(g.rsaPEM().block(), "\n", "\n              ")}, "JWT_TTL_ACCESS", "k8s/saleor-api/deployment.yaml")

	g.emAdd("ecom/medusa-env-and-keys", `
$ cat .env
STORE_CORS=http://localhost:8000,https://shop.acme-outfitters.com
ADMIN_CORS=http://localhost:5173,http://localhost:9000
AUTH_CORS=http://localhost:5173,http://localhost:9000,http://localhost:8000
REDIS_URL=redis://default:«a»@redis-14872.c1.eu-west-1-3.ec2.redns.redis-cloud.com:14872
JWT_SECRET=«b»
COOKIE_SECRET=«c»
DATABASE_URL=postgres://medusa:«d»@localhost/medusa-store
STRIPE_API_KEY=«e»
$ grep MEDUSA ../storefront/.env.local
NEXT_PUBLIC_MEDUSA_BACKEND_URL=http://localhost:9000
NEXT_PUBLIC_MEDUSA_PUBLISHABLE_KEY=pk_«_pk»
`, V{"a": g.an(32), "b": g.hex(32), "c": g.hex(32), "d": g.pwURL(), "e": g.skLive(), "_pk": g.hex(64)}, "NEXT_PUBLIC_MEDUSA_BACKEND_URL=http://localhost:9000", "redis-14872.c1.eu-west-1-3.ec2.redns.redis-cloud.com")

	g.emAdd("ecom/medusa-secret-api-key-curl", `
$ curl -s http://localhost:9000/admin/products?limit=1 -u "sk_«a»:" | jq '.products[0] | {id, handle, status}'
{
  "id": "prod_«_p»",
  "handle": "trail-runner-2",
  "status": "published"
}
`, V{"a": g.hex(64), "_p": g.s(alUpNum, 26)}, "trail-runner-2", "localhost:9000/admin/products")

	g.emAdd("ecom/vendure-config", `
// src/vendure-config.ts
export const config: VendureConfig = {
    apiOptions: { port: 3000, adminApiPath: 'admin-api', shopApiPath: 'shop-api' },
    authOptions: {
        tokenMethod: ['bearer', 'cookie'],
        superadminCredentials: {
            identifier: 'superadmin',
            password: '«a»',
        },
        cookieOptions: {
            secret: '«b»',
        },
    },
    dbConnectionOptions: {
        type: 'postgres',
        synchronize: false,
        database: 'vendure',
        host: 'pg.internal',
        username: 'vendure',
        password: '«c»',
    },
};
`, V{"a": g.pw(), "b": g.an(24), "c": g.pwStrong()}, "superadminCredentials", "shopApiPath: 'shop-api'")

	g.emAdd("ecom/vendure-admin-login-graphql", `
mutation {
  login(username: "superadmin", password: "«a»") {
    ... on CurrentUser { id identifier channels { token code } }
  }
}
→ response headers: vendure-auth-token: «b»
→ {"data":{"login":{"id":"1","identifier":"superadmin","channels":[{"token":"«_ch»","code":"__default_channel__"}]}}}
`, V{"a": g.pw(), "b": g.hex(40), "_ch": g.s(alLowNum, 20)}, "__default_channel__", `"identifier":"superadmin"`)

	g.emAdd("ecom/spree-rails-credentials-show", `
$ EDITOR=cat bin/rails credentials:show -e production
secret_key_base: «a»
stripe:
  publishable_key: «_pk»
  secret_key: «b»
aws:
  access_key_id: «_aid»
  secret_access_key: «c»
  bucket: acme-spree-uploads
$ cat config/credentials/production.key
«d»
`, V{"a": g.hex(128), "_pk": g.pkLive(), "b": g.rkLive(), "_aid": g.awsID(), "c": g.awsSecret(), "d": g.hex(32)}, "bucket: acme-spree-uploads", "credentials:show -e production")

	g.emAdd("ecom/spree-oauth-application", `
irb(main):004> app = Spree::OauthApplication.create!(name: "Mobile app", scopes: "read write")
irb(main):005> app.attributes.slice("uid", "secret", "scopes")
=> {"uid"=>"«_uid»", "secret"=>"«a»", "scopes"=>"read write"}
irb(main):006> Spree::User.find_by(email: "ops@acme-outfitters.com").spree_api_key
=> "«b»"
`, V{"_uid": g.b64u(43), "a": g.b64u(43), "b": g.hex(48)}, "Spree::OauthApplication.create!", "ops@acme-outfitters.com")

	g.emAdd("ecom/solidus-api-curl", `
$ curl -s https://solidus.northwind-goods.com/api/orders/R«_on»?order_token=«_ot» \
    -H "Authorization: Bearer «a»" | jq '{number, state, total, shipment_state}'
{
  "number": "R«_on»",
  "state": "complete",
  "total": "118.5",
  "shipment_state": "ready"
}
`, V{"_on": g.digits(9), "_ot": g.b64u(22), "a": g.hex(48)}, "solidus.northwind-goods.com", `"shipment_state": "ready"`)

	g.emAdd("ecom/sylius-env-jwt", `
$ cat .env.local
APP_ENV=prod
APP_SECRET=«a»
DATABASE_URL=mysql://sylius:«b»@127.0.0.1/sylius_prod?serverVersion=8.0
JWT_SECRET_KEY=%kernel.project_dir%/config/jwt/private.pem
JWT_PUBLIC_KEY=%kernel.project_dir%/config/jwt/public.pem
JWT_PASSPHRASE=«c»
SYLIUS_PAYPAL_CLIENT_SECRET=«d»
`, V{"a": g.hex(32), "b": g.pwURL(), "c": g.hex(32), "d": "E" + g.b64u(79)}, "config/jwt/private.pem", "serverVersion=8.0")
}

func (g *G) emAmazon() {
	g.emAdd("ecom/amazon-spapi-credentials-yml", `
$ cat ~/.config/python-sp-api/credentials.yml
version: '1.0'

default:
  refresh_token: '«a»'
  lwa_app_id: '«_cid»'
  lwa_client_secret: '«b»'

eu-seller-2:
  refresh_token: '«c»'
  lwa_app_id: '«_cid»'
  lwa_client_secret: '«b»'
`, V{"a": g.emAtzr(), "_cid": g.emLWAId(), "b": g.emLWASec(), "c": g.emAtzr()}, "python-sp-api/credentials.yml", "eu-seller-2:")

	g.emAdd("ecom/amazon-lwa-token-curl", `
$ curl -s -X POST https://api.amazon.com/auth/o2/token \
   -H 'Content-Type: application/x-www-form-urlencoded;charset=UTF-8' \
   --data-urlencode 'grant_type=refresh_token' \
   --data-urlencode 'refresh_token=«a»' \
   --data-urlencode 'client_id=«_cid»' \
   --data-urlencode 'client_secret=«b»'
{"access_token":"«c»","refresh_token":"«a»","token_type":"bearer","expires_in":3600}
`, V{"a": g.emAtzr(), "_cid": g.emLWAId(), "b": g.emLWASec(), "c": g.emAtza()}, "https://api.amazon.com/auth/o2/token", `"token_type":"bearer"`)

	g.emAdd("ecom/amazon-spapi-python-orders", `
from sp_api.api import Orders
from sp_api.base import Marketplaces

credentials = dict(
    refresh_token="«a»",
    lwa_app_id="«_cid»",
    lwa_client_secret="«b»",
)
res = Orders(credentials=credentials, marketplace=Marketplaces.DE).get_orders(
    CreatedAfter="2024-06-25T00:00:00Z", OrderStatuses=["Unshipped"]
)
for o in res.payload["Orders"]:
    print(o["AmazonOrderId"], o["OrderTotal"]["Amount"], o["FulfillmentChannel"])
# 302-«_o1» 39.99 MFN
`, V{"a": g.emAtzr(), "_cid": g.emLWAId(), "b": g.emLWASec(), "_o1": g.s(alDigit, 7) + "-" + g.s(alDigit, 7)}, "Marketplaces.DE", `OrderStatuses=["Unshipped"]`)

	g.emAdd("ecom/amazon-spapi-request-debug-log", `
DEBUG:sp_api.base.client:GET https://sellingpartnerapi-eu.amazon.com/orders/v0/orders?MarketplaceIds=A1PA6795UKMFR9&CreatedAfter=2024-06-25T00%3A00%3A00Z
DEBUG:sp_api.base.client:{'host': 'sellingpartnerapi-eu.amazon.com', 'user-agent': 'python-sp-api-1.6.2', 'x-amz-access-token': '«a»', 'x-amz-date': '20240702T081502Z', 'content-type': 'application/json'}
DEBUG:sp_api.base.client:200 {'x-amzn-RequestId': '«_rid»', 'x-amzn-RateLimit-Limit': '0.0167'}
`, V{"a": g.emAtza(), "_rid": g.uuid()}, "MarketplaceIds=A1PA6795UKMFR9", "x-amzn-RateLimit-Limit")

	g.emAdd("ecom/amazon-spapi-java-builder", `
LWAAuthorizationCredentials lwaAuthorizationCredentials = LWAAuthorizationCredentials.builder()
        .clientId("«_cid»")
        .clientSecret("«a»")
        .refreshToken("«b»")
        .endpoint("https://api.amazon.com/auth/o2/token")
        .build();

FbaInventoryApi fbaInventoryApi = new FbaInventoryApi.Builder()
        .lwaAuthorizationCredentials(lwaAuthorizationCredentials)
        .endpoint("https://sellingpartnerapi-na.amazon.com")
        .build();
`, V{"_cid": g.emLWAId(), "a": g.emLWASec(), "b": g.emAtzr()}, "FbaInventoryApi.Builder()", "https://sellingpartnerapi-na.amazon.com")

	g.emAdd("ecom/amazon-mws-legacy-config", `
# config/amazon_mws.yml  (MWS was shut down; kept for the migration notes)
production:
  merchant_id: «_sid»
  marketplace_id: ATVPDKIKX0DER
  aws_access_key_id: «a»
  secret_key: «b»
  mws_auth_token: amzn.mws.«c»
`, V{"_sid": g.emSeller(), "a": g.awsID(), "b": g.awsSecret(), "c": g.uuid()}, "marketplace_id: ATVPDKIKX0DER", "config/amazon_mws.yml")

	g.emAdd("ecom/amazon-spapi-env-node", `
# .env for amazon-sp-api (npm)
SELLING_PARTNER_APP_CLIENT_ID=«_cid»
SELLING_PARTNER_APP_CLIENT_SECRET=«a»
SP_API_REFRESH_TOKEN=«b»
SP_API_REGION=eu
SP_SELLER_ID=«_sid»
SP_APP_ID=amzn1.sp.solution.«_app»
`, V{"_cid": g.emLWAId(), "a": g.emLWASec(), "b": g.emAtzr(), "_sid": g.emSeller(), "_app": g.uuid()}, "SP_API_REGION=eu")

	g.emAdd("ecom/amazon-restricted-data-token", `
$ curl -s -X POST https://sellingpartnerapi-na.amazon.com/tokens/2021-03-01/restrictedDataToken \
   -H "x-amz-access-token: «a»" -H "Content-Type: application/json" \
   -d '{"restrictedResources":[{"method":"GET","path":"/orders/v0/orders/«_o»/address"}]}'
{"restrictedDataToken":"Atz.sprdt|«b»","expiresIn":3600}
`, V{"a": g.emAtza(), "_o": g.emAmzOrder(), "b": "IQEBL" + g.s(alAlnum+"-_", 300)}, "restrictedDataToken", "/tokens/2021-03-01/")

	g.emAdd("ecom/amazon-feed-upload-presigned", `
{
  "feedDocumentId": "amzn1.tortuga.4.eu.«_d»",
  "url": "https://tortuga-prod-eu.s3-eu-west-1.amazonaws.com/«_k»/amzn1.tortuga.4.eu.«_d»?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Date=20240702T081930Z&X-Amz-SignedHeaders=content-type%3Bhost&X-Amz-Expires=300&X-Amz-Credential=«_akid»%2F20240702%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Signature=«a»"
}
`, V{"_d": g.uuid() + "." + g.s(alUpNum, 13), "_k": g.hex(8), "_akid": g.awsID(), "a": g.hex(64)}, "tortuga-prod-eu.s3-eu-west-1.amazonaws.com", "X-Amz-Expires=300")

	g.emAdd("ecom/amazon-pay-php-config", `
$amazonpay_config = array(
    'public_key_id' => 'LIVE-«_pk»',
    'private_key'   => '-----BEGIN PRIVATE KEY-----
«a»
-----END PRIVATE KEY-----',
    'region'        => 'eu',
    'sandbox'       => false,
    'algorithm'     => 'AMZN-PAY-RSASSA-PSS-V2',
);
$client = new Amazon\Pay\API\Client($amazonpay_config);
`, V{"_pk": g.s(alUpNum, 24), "a": g.pkcs8RSAPEM().body}, "AMZN-PAY-RSASSA-PSS-V2", `Amazon\Pay\API\Client`)

	g.emAdd("ecom/amazon-spapi-auth-error-chat", `
> getting this from the SP-API sandbox now:
> {"errors":[{"code":"Unauthorized","message":"Access to requested resource is denied.","details":"The access token you provided is revoked, malformed or invalid."}]}
> I re-authorized the app in Seller Central (Apps & Services → Develop Apps → Authorize) and got a new refresh token:
> «a»
> client secret rotated too, new one is «b» — can you update secrets.toml and retry?
`, V{"a": g.emAtzr(), "b": g.emLWASec()}, "The access token you provided is revoked, malformed or invalid.", "Apps & Services → Develop Apps")

	g.emAdd("ecom/amazon-spapi-aws-iam-legacy", `
[profile spapi-eu]
aws_access_key_id = «a»
aws_secret_access_key = «b»
region = eu-west-1
# SP-API role assumed by the connector (signing no longer required since 2023-10)
role_arn = arn:aws:iam::«_acct»:role/SellingPartnerAPIRole
source_profile = spapi-eu
`, V{"a": g.awsID(), "b": g.awsSecret(), "_acct": g.digits(12)}, "role/SellingPartnerAPIRole", "[profile spapi-eu]")
}

// emAuthNAuth is an eBay Auth'n'Auth user token.
func (g *G) emAuthNAuth() string {
	return "AgAAAA**AQAAAA**aAAAAA**" + g.s(alB64, 8) + "**nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6" + g.s(alB64, 40) + "**" + g.s(alB64, 700) + "+" + g.s(alB64, 120)
}

func (g *G) emEbay() {
	g.emAdd("ecom/ebay-sdk-yaml", `
name: ebay_api_config

# Trading API Sandbox - https://www.x.com/developers/ebay/products/trading-api
api.sandbox.ebay.com:
    compatability: 1349
    appid: ENTER_YOUR_APPID_HERE
    certid: ENTER_YOUR_CERTID_HERE
    devid: ENTER_YOUR_DEVID_HERE
    token: ENTER_YOUR_TOKEN_HERE

# Trading API - https://www.x.com/developers/ebay/products/trading-api
api.ebay.com:
    compatability: 1349
    appid: «_app»
    certid: «a»
    devid: «_dev»
    token: «b»

# Finding API - https://www.x.com/developers/ebay/products/finding-api
svcs.ebay.com:
    appid: «_app»
    version: 1.0.0
`, V{"_app": g.emEbayApp("AcmeOutf"), "a": g.emEbayCert(), "_dev": g.uuid(), "b": g.emAuthNAuth()}, "ENTER_YOUR_CERTID_HERE", "compatability: 1349")

	g.emAdd("ecom/ebay-client-credentials-curl", `
$ curl -s -X POST https://api.ebay.com/identity/v1/oauth2/token \
  -H "Content-Type: application/x-www-form-urlencoded" \
  -H "Authorization: Basic «a»" \
  -d "grant_type=client_credentials&scope=https%3A%2F%2Fapi.ebay.com%2Foauth%2Fapi_scope"
{"access_token":"«b»","expires_in":7200,"token_type":"Application Access Token"}
`, V{"a": b64s(g.emEbayApp("NorthwGd") + ":" + g.emEbayCert()), "b": g.emEbayTok()}, "Application Access Token", "/identity/v1/oauth2/token")

	g.emAdd("ecom/ebay-oauth-python-config", `
$ cat ebay-config.yaml
name: ebay-config

api.ebay.com:
    appid: «_app»
    certid: «a»
    devid: «_dev»
    redirecturi: Acme_Outfitters-AcmeOutf-acmeli-«_ru»

$ python get_user_token.py --refresh
refresh_token: «b»
refresh_token_expiry: 2026-01-04 09:12:44
`, V{"_app": g.emEbayApp("AcmeOutf"), "a": g.emEbayCert(), "_dev": g.uuid(), "_ru": g.s(alLower, 8), "b": "v^1.1#i^1#f^0#r^1#I^3#p^3#t^Ul4xMF8" + g.s(alB64, 180) + "="}, "ebay-config.yaml", "refresh_token_expiry: 2026-01-04 09:12:44")

	g.emAdd("ecom/ebay-trading-xml-request", `
<?xml version="1.0" encoding="utf-8"?>
<GetOrdersRequest xmlns="urn:ebay:apis:eBLBaseComponents">
  <RequesterCredentials>
    <eBayAuthToken>«a»</eBayAuthToken>
  </RequesterCredentials>
  <CreateTimeFrom>2024-06-25T00:00:00.000Z</CreateTimeFrom>
  <CreateTimeTo>2024-07-02T00:00:00.000Z</CreateTimeTo>
  <OrderRole>Seller</OrderRole>
  <OrderStatus>Completed</OrderStatus>
</GetOrdersRequest>
`, V{"a": g.emAuthNAuth()}, "urn:ebay:apis:eBLBaseComponents", "<OrderRole>Seller</OrderRole>")

	g.emAdd("ecom/ebay-node-ebay-api", `
import eBayApi from "ebay-api";

const eBay = new eBayApi({
  appId: "«_app»",
  certId: "«a»",
  sandbox: false,
  siteId: eBayApi.SiteId.EBAY_DE,
  marketplaceId: eBayApi.MarketplaceId.EBAY_DE,
  ruName: "Northwind_Goods-NorthwGd-northw-«_ru»",
});
eBay.OAuth2.setCredentials({ access_token: "«b»", refresh_token: "«c»", expires_in: 7200 });
`, V{"_app": g.emEbayApp("NorthwGd"), "a": g.emEbayCert(), "_ru": g.s(alLower, 8), "b": g.emEbayTok(), "c": "v^1.1#i^1#I^3#r^1#p^3#f^0#t^Ul4xMF8" + g.s(alB64, 180) + "="}, "eBayApi.SiteId.EBAY_DE")

	g.emAdd("ecom/ebay-account-deletion-endpoint", `
# app/ebay_notifications.py – Marketplace Account Deletion endpoint
VERIFICATION_TOKEN = "«a»"
ENDPOINT = "https://api.acme-outfitters.com/ebay/account-deletion"

@app.get("/ebay/account-deletion")
def challenge(challenge_code: str):
    h = hashlib.sha256((challenge_code + VERIFICATION_TOKEN + ENDPOINT).encode()).hexdigest()
    return {"challengeResponse": h}
`, V{"a": g.s(alAlnum+"_-", 48)}, "https://api.acme-outfitters.com/ebay/account-deletion", "challengeResponse")

	g.emAdd("ecom/ebay-sell-inventory-curl", `
$ curl -s "https://api.ebay.com/sell/inventory/v1/inventory_item?limit=2" \
   -H "Authorization: Bearer «a»" -H "Content-Language: de-DE" | jq '.inventoryItems[] | {sku, condition, availability: .availability.shipToLocationAvailability.quantity}'
{
  "sku": "NW-TEE-BLK-L",
  "condition": "NEW",
  "availability": 14
}
`, V{"a": g.emEbayTok()}, "sell/inventory/v1/inventory_item", "NW-TEE-BLK-L")

	g.emAdd("ecom/ebay-iaf-token-header-log", `
2024-07-02 09:41:13,552 INFO  [ebay-sync] POST https://api.ebay.com/ws/api.dll call=CompleteSale siteid=77 item=«_item» txn=«_txn»
2024-07-02 09:41:13,553 DEBUG [ebay-sync] headers X-EBAY-API-COMPATIBILITY-LEVEL=1349 X-EBAY-API-CALL-NAME=CompleteSale X-EBAY-API-SITEID=77 X-EBAY-API-IAF-TOKEN=«a»
2024-07-02 09:41:14,018 INFO  [ebay-sync] Ack=Success tracking=«_trk» carrier=DHL
`, V{"_item": g.digits(12), "_txn": g.digits(13), "a": g.emEbayTok(), "_trk": g.digits(20)}, "X-EBAY-API-CALL-NAME=CompleteSale", "Ack=Success")
}

func (g *G) emMarketplaces() {
	uid := g.digits(9)
	g.emAdd("ecom/etsy-oauth-token-response", `
$ curl -s -X POST https://api.etsy.com/v3/public/oauth/token \
   -H 'Content-Type: application/x-www-form-urlencoded' \
   -d 'grant_type=authorization_code&client_id=«_ks»&redirect_uri=https://localhost:3003/oauth/redirect&code=«_code»&code_verifier=«_cv»'
{"access_token":"«_uid».«a»","token_type":"Bearer","expires_in":3600,"refresh_token":"«_uid».«b»"}
`, V{"_ks": g.s(alLowNum, 24), "_code": g.b64u(86), "_cv": g.b64u(43), "_uid": uid, "a": g.b64u(96), "b": g.b64u(96)}, "https://localhost:3003/oauth/redirect", `"token_type":"Bearer"`)

	g.emAdd("ecom/etsy-env-keystring-secret", `
# etsy-listing-sync/.env
ETSY_KEYSTRING=«a»
ETSY_SHARED_SECRET=«b»
ETSY_SHOP_ID=«_shop»
ETSY_REFRESH_TOKEN=«_uid».«c»
# shop: https://www.etsy.com/shop/BlueFernPottery
`, V{"a": g.s(alLowNum, 24), "b": g.s(alLowNum, 10), "_shop": g.digits(8), "_uid": uid, "c": g.b64u(96)}, "https://www.etsy.com/shop/BlueFernPottery")

	g.emAdd("ecom/etsy-listings-curl", `
$ curl -s "https://openapi.etsy.com/v3/application/shops/«_shop»/listings/active?limit=2" \
   -H "x-api-key: «a»" -H "Authorization: Bearer «_uid».«b»" | jq '.results[] | {listing_id, title, quantity}'
{
  "listing_id": «_l»,
  "title": "Speckled Stoneware Mug – 12 oz",
  "quantity": 7
}
`, V{"_shop": g.digits(8), "a": g.s(alLowNum, 24), "_uid": uid, "b": g.b64u(96), "_l": g.digits(10)}, "Speckled Stoneware Mug", "listings/active?limit=2")

	g.emAdd("ecom/mercadolibre-refresh", `
$ curl -s -X POST https://api.mercadolibre.com/oauth/token \
  -H 'accept: application/json' -H 'content-type: application/x-www-form-urlencoded' \
  -d 'grant_type=refresh_token' -d 'client_id=«_app»' -d 'client_secret=«a»' -d 'refresh_token=«b»'
{"access_token":"«c»","token_type":"Bearer","expires_in":21600,"scope":"offline_access read write","user_id":«_uid»,"refresh_token":"«d»"}
`, V{"_app": g.digits(16), "a": g.an(32), "b": g.emMeliRT(), "c": g.emMeli(), "_uid": g.digits(9), "d": g.emMeliRT()}, "offline_access read write", "api.mercadolibre.com/oauth/token")

	g.emAdd("ecom/mercadolibre-items-python", `
ACCESS_TOKEN = "«a»"
SELLER_ID = «_sid»

r = requests.get(
    f"https://api.mercadolibre.com/users/{SELLER_ID}/items/search",
    params={"status": "active", "limit": 50},
    headers={"Authorization": f"Bearer {ACCESS_TOKEN}"},
)
print(r.json()["results"][:3])  # ['MLA«_i1»', 'MLA«_i2»', 'MLA«_i3»']
`, V{"a": g.emMeli(), "_sid": g.digits(9), "_i1": g.digits(10), "_i2": g.digits(10), "_i3": g.digits(10)}, `"status": "active"`)

	g.emAdd("ecom/walmart-token-and-items", `
$ curl -s -X POST https://marketplace.walmartapis.com/v3/token \
   -H "Authorization: Basic «a»" \
   -H "WM_SVC.NAME: Walmart Marketplace" -H "WM_QOS.CORRELATION_ID: «_corr»" \
   -H "Accept: application/json" -d "grant_type=client_credentials"
{"access_token":"«b»","token_type":"Bearer","expires_in":900}
`, V{"a": b64s(g.uuid() + ":" + g.b64u(86)), "_corr": g.uuid(), "b": "eyJraWQiOiI" + g.b64u(40) + "." + g.b64u(600) + "." + g.b64u(342)}, "WM_SVC.NAME: Walmart Marketplace", "marketplace.walmartapis.com/v3/token")

	g.emAdd("ecom/walmart-config-yaml", `
walmart:
  environment: production
  client_id: «_cid»
  client_secret: «a»
  partner_id: "«_pid»"
  channel_type: «_ct»
  ship_node: "«_sn»"
`, V{"_cid": g.uuid(), "a": g.b64u(86), "_pid": g.digits(11), "_ct": g.uuid(), "_sn": g.digits(18)}, "environment: production")

	g.emAdd("ecom/allegro-device-flow", `
$ python allegro_auth.py
Open https://allegro.pl/skojarz-aplikacje?code=«_uc» and confirm, waiting…
token saved to .allegro_token.json
$ cat .allegro_token.json
{"access_token": "«a»", "token_type": "bearer", "refresh_token": "«b»", "expires_in": 43199, "scope": "allegro:api:orders:read allegro:api:sale:offers:write", "allegro_api": true, "iss": "https://allegro.pl", "jti": "«_jti»"}
$ grep ALLEGRO .env
ALLEGRO_CLIENT_ID=«_cid»
ALLEGRO_CLIENT_SECRET=«c»
`, V{"_uc": g.s(alLowNum, 7), "a": g.jwt("RS256", fmt.Sprintf(`{"user_name":"%s","scope":["allegro:api:orders:read","allegro:api:sale:offers:write"],"allegro_api":true,"iss":"https://allegro.pl","exp":%d,"jti":"%s","client_id":"%s"}`, g.digits(8), 1720000000+g.r.IntN(99999), g.uuid(), g.hex(32))), "b": g.jwt("RS256", fmt.Sprintf(`{"user_name":"%s","ati":"%s","allegro_api":true,"exp":%d}`, g.digits(8), g.uuid(), 1727000000+g.r.IntN(99999))), "_jti": g.uuid(), "_cid": g.hex(32), "c": g.an(64)}, "allegro:api:sale:offers:write", "https://allegro.pl/skojarz-aplikacje")

	g.emAdd("ecom/rakuten-rms-esa", `
SERVICE_SECRET = "SP«_n»_«a»"
LICENSE_KEY = "SL«_n»_«b»"
auth = "ESA " + base64.b64encode(f"{SERVICE_SECRET}:{LICENSE_KEY}".encode()).decode()
resp = requests.post(
    "https://api.rms.rakuten.co.jp/es/2.0/order/searchOrder/",
    headers={"Authorization": auth, "Content-Type": "application/json; charset=utf-8"},
    json={"dateType": 1, "startDatetime": "2024-07-01T00:00:00+0900", "endDatetime": "2024-07-02T00:00:00+0900"},
)
`, V{"_n": g.digits(6), "a": g.an(16), "b": g.an(16)}, "api.rms.rakuten.co.jp/es/2.0/order/searchOrder/")

	g.emAdd("ecom/bol-com-retailer-api", `
$ curl -s -X POST "https://login.bol.com/token?grant_type=client_credentials" \
   -u "«_cid»:«a»" -H "Accept: application/json"
{"access_token":"«b»","token_type":"Bearer","expires_in":299,"scope":"RETAILER"}
$ curl -s https://api.bol.com/retailer/orders -H "Authorization: Bearer «b»" -H "Accept: application/vnd.retailer.v10+json"
{"orders":[{"orderId":"«_o»","orderPlacedDateTime":"2024-07-01T21:14:03+02:00","orderItems":[{"orderItemId":"«_oi»","ean":"«_ean»","quantity":1}]}]}
`, V{"_cid": g.uuid(), "a": g.s(alAlnum+"-_!@", 86), "b": g.jwt("RS256", `{"sub":"retailer","scope":"RETAILER","iss":"https://login.bol.com"}`), "_o": "C0" + g.s(alUpNum, 6), "_oi": g.digits(10), "_ean": "87" + g.s(alDigit, 11)}, "application/vnd.retailer.v10+json", `"scope":"RETAILER"`)

	g.emAdd("ecom/kaufland-seller-api-signing", `
# kaufland_client.py
CLIENT_KEY = "«_ck»"
SECRET_KEY = "«a»"

def sign(method, uri, body, ts):
    msg = "\n".join([method, uri, body, str(ts)])
    return hmac.new(SECRET_KEY.encode(), msg.encode(), hashlib.sha256).hexdigest()

headers = {"Shop-Client-Key": CLIENT_KEY, "Shop-Timestamp": str(ts), "Shop-Signature": sign("GET", url, "", ts), "User-Agent": "acme-sync/1.4"}
`, V{"_ck": g.hex(32), "a": g.hex(64)}, "Shop-Client-Key", "acme-sync/1.4")

	g.emAdd("ecom/shopee-open-platform", `
PARTNER_ID = «_pid»
PARTNER_KEY = "«a»"
SHOP_ID = «_sid»
ACCESS_TOKEN = "«b»"
REFRESH_TOKEN = "«c»"

path = "/api/v2/order/get_order_list"
base = f"{PARTNER_ID}{path}{ts}{ACCESS_TOKEN}{SHOP_ID}"
sign = hmac.new(PARTNER_KEY.encode(), base.encode(), hashlib.sha256).hexdigest()
# GET https://partner.shopeemobile.com/api/v2/order/get_order_list?partner_id=«_pid»&timestamp=1719913200&sign=«_sig»&shop_id=«_sid»&access_token=«b»
`, V{"_pid": g.digits(7), "a": g.hex(64), "_sid": g.digits(9), "b": g.hex(32), "c": g.hex(32), "_sig": g.hex(64)}, "/api/v2/order/get_order_list", "partner.shopeemobile.com")

	g.emAdd("ecom/tiktok-shop-env", `
TIKTOK_SHOP_APP_KEY=«_ak»
TIKTOK_SHOP_APP_SECRET=«a»
TIKTOK_SHOP_ACCESS_TOKEN=ROW_«b»
TIKTOK_SHOP_REFRESH_TOKEN=ROW_«c»
TIKTOK_SHOP_CIPHER=«_ci»
TIKTOK_SHOP_SERVICE_ID=«_svc»
`, V{"_ak": g.s(alLowNum, 13), "a": g.hex(40), "b": g.b64u(88), "c": g.b64u(88), "_ci": "ROW_" + g.b64u(30), "_svc": g.digits(19)}, "TIKTOK_SHOP_SERVICE_ID")

	g.emAdd("ecom/zalando-zdirect-token", `
$ curl -s -X POST https://api.merchants.zalando.com/auth/token \
   -u "«_cid»:«a»" -d "grant_type=client_credentials&scope=access_token_only"
{"access_token":"«b»","expires_in":7200,"scope":"access_token_only","token_type":"Bearer"}
$ curl -s https://api.merchants.zalando.com/auth/me -H "Authorization: Bearer «b»"
{"bpids":["«_bp»"],"merchant_ids":["«_mid»"]}
`, V{"_cid": g.hex(32), "a": g.an(40), "b": g.jwt("ES256", fmt.Sprintf(`{"sub":"%s","https://identity.zalando.com/realm":"merchants","exp":%d}`, g.uuid(), 1720000000+g.r.IntN(99999))), "_bp": g.uuid(), "_mid": g.uuid()}, "access_token_only", "https://api.merchants.zalando.com/auth/me")

	g.emAdd("ecom/mirakl-shop-api-key", `
$ curl -s "https://marketplace-decathlon-eu.mirakl.net/api/orders?order_state_codes=WAITING_ACCEPTANCE&max=10" \
   -H "Authorization: «a»" -H "Accept: application/json" | jq '.orders[] | {order_id, order_state, total_price}'
{
  "order_id": "«_o»-A",
  "order_state": "WAITING_ACCEPTANCE",
  "total_price": 54.9
}
`, V{"a": g.uuid(), "_o": g.digits(10)}, "marketplace-decathlon-eu.mirakl.net", "order_state_codes=WAITING_ACCEPTANCE")

	g.emAdd("ecom/reverb-faire-tokens", `
# ~/.config/listing-sync/config.toml
[reverb]
personal_token = "«a»"
shop_slug = "velomax-vintage"

[faire]
access_token = "«b»"
brand_token = "b_«_bt»"
`, V{"a": g.hex(64), "b": g.an(96), "_bt": g.s(alLowNum, 10)}, `shop_slug = "velomax-vintage"`, "listing-sync/config.toml")

	g.emAdd("ecom/otto-market-token", `
$ curl -s -X POST https://api.otto.market/v1/token \
    -H "Content-Type: application/x-www-form-urlencoded" \
    -d "username=api@velomax.de&password=«a»&grant_type=password&client_id=token-otto-api"
{"access_token":"«b»","expires_in":1800,"refresh_expires_in":7200,"refresh_token":"«c»","token_type":"bearer","scope":"profile email"}
`, V{"a": g.pw(), "b": g.jwt("RS256", fmt.Sprintf(`{"exp":%d,"jti":"%s","iss":"https://api.otto.market/sso/auth/realms/partners","sub":"%s","typ":"Bearer","azp":"token-otto-api"}`, 1720000000+g.r.IntN(99999), g.uuid(), g.uuid())), "c": g.jwt("HS256", fmt.Sprintf(`{"exp":%d,"jti":"%s","typ":"Refresh","azp":"token-otto-api"}`, 1720000000+g.r.IntN(99999), g.uuid()))}, "client_id=token-otto-api", "api.otto.market/v1/token")
}

func (g *G) emFeeds() {
	g.emAdd("ecom/akeneo-token-curl", `
$ curl -s -X POST https://pim.acme-outfitters.com/api/oauth/v1/token \
  -H "Content-Type: application/json" \
  -H "Authorization: Basic «a»" \
  -d '{"grant_type": "password", "username": "shopify_connector_1234", "password": "«b»"}'
{"access_token":"«c»","expires_in":3600,"token_type":"bearer","scope":null,"refresh_token":"«d»"}
`, V{"a": b64s("1_" + g.s(alLowNum, 50) + ":" + g.s(alLowNum, 50)), "b": g.hex(9), "c": strings.TrimRight(b64s(g.hex(64)), "="), "d": strings.TrimRight(b64s(g.hex(64)), "=")}, "pim.acme-outfitters.com/api/oauth/v1/token", "shopify_connector_1234")

	g.emAdd("ecom/akeneo-connector-env", `
###> akeneo/api-php-client ###
AKENEO_BASE_URI=https://pim.acme-outfitters.com
AKENEO_CLIENT_ID=1_«_cid»
AKENEO_SECRET=«a»
AKENEO_USERNAME=erp_connector_5678
AKENEO_PASSWORD=«b»
###< akeneo/api-php-client ###
`, V{"_cid": g.s(alLowNum, 50), "a": g.s(alLowNum, 50), "b": g.hex(9)}, "###> akeneo/api-php-client ###", "erp_connector_5678")

	g.emAdd("ecom/google-merchant-service-account", `
$ cat ~/shopping-samples/content/service-account.json
{
  "type": "service_account",
  "project_id": "acme-merchant-feeds",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "content-api@acme-merchant-feeds.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
$ cat ~/shopping-samples/content/merchant-info.json
{"merchantId": «_mid», "accountSampleUser": "", "accountSampleAdWordsCID": ""}
`, V{"_kid": g.hex(40), "a": g.emRSA(), "_cid": g.digits(21), "_mid": g.digits(9)}, "content-api@acme-merchant-feeds.iam.gserviceaccount.com", "merchant-info.json")

	g.emAdd("ecom/google-merchant-api-python", `
from google.shopping import merchant_products_v1beta
from google.oauth2 import service_account

creds = service_account.Credentials.from_service_account_info({
    "type": "service_account",
    "client_email": "feeds@acme-merchant-feeds.iam.gserviceaccount.com",
    "private_key": """«a»""",
    "token_uri": "https://oauth2.googleapis.com/token",
})
client = merchant_products_v1beta.ProductsServiceClient(credentials=creds)
for p in client.list_products(parent="accounts/«_mid»"):
    print(p.offer_id, p.attributes.gtin)
`, V{"a": g.pkcs8RSAPEM().block(), "_mid": g.digits(9)}, "merchant_products_v1beta", "feeds@acme-merchant-feeds.iam.gserviceaccount.com")

	g.emAdd("ecom/salsify-plytix-config", `
# pim_sync/settings.py
SALSIFY_ORG_ID = "s-«_org»"
SALSIFY_API_TOKEN = "«a»"

PLYTIX_API_KEY = "«b»"
PLYTIX_API_PASSWORD = "«c»"
PLYTIX_AUTH_URL = "https://auth.plytix.com/auth/api/get-token"
`, V{"_org": g.uuid(), "a": g.b64u(43), "b": g.s(alUpNum, 20), "c": g.an(40)}, "https://auth.plytix.com/auth/api/get-token")

	g.emAdd("ecom/feed-sftp-upload", `
$ cat ~/.netrc
machine partnerupload.google.com
  login mc-sftp-«_mid»
  password «a»
$ lftp -e "put /srv/feeds/google_de.xml; bye" sftp://partnerupload.google.com:19321
`, V{"_mid": g.digits(9), "a": g.an(16)}, "partnerupload.google.com:19321", "/srv/feeds/google_de.xml")

	g.emAdd("ecom/pimcore-datahub-graphql", `
$ curl -s "https://pim.velomax.de/pimcore-graphql-webservices/shop?apikey=«a»" \
  -H 'Content-Type: application/json' -d '{"query":"{ getProductListing(first: 2) { edges { node { sku name ean } } } }"}'
{"data":{"getProductListing":{"edges":[{"node":{"sku":"VMX-HLM-M","name":"Helm Urban M","ean":"«_ean»"}}]}}}
`, V{"a": g.hex(32), "_ean": "40" + g.s(alDigit, 11)}, "pimcore-graphql-webservices/shop", "VMX-HLM-M")
}

func (g *G) emSearch() {
	g.emAdd("ecom/algolia-admin-vs-search-key", `
// lib/algolia.ts
import algoliasearch from "algoliasearch";

// browser: search-only key, safe in the bundle
export const searchClient = algoliasearch("«_app»", "«_search»");

// server: reindex job
export const adminClient = algoliasearch("«_app»", "«a»");
`, V{"_app": g.s(alUpNum, 10), "_search": g.hex(32), "a": g.hex(32)}, "safe in the bundle", "lib/algolia.ts")

	g.emAdd("ecom/algolia-cli-profile", `
$ algolia profile add --name acme-prod --app-id «_app» --admin-api-key «a» --default
✓ Profile 'acme-prod' («_app») added successfully and set as default.
$ algolia indices list
NAME                            ENTRIES   SIZE      UPDATED AT
shopify_products                18,342    41.2 MB   2 hours ago
shopify_products_price_asc      18,342    41.2 MB   2 hours ago
`, V{"_app": g.s(alUpNum, 10), "a": g.hex(32)}, "shopify_products_price_asc", "--name acme-prod")

	g.emAdd("ecom/algolia-env-magento", `
$ bin/magento config:show algoliasearch_credentials
algoliasearch_credentials/credentials/application_id - «_app»
algoliasearch_credentials/credentials/search_only_api_key - «_search»
algoliasearch_credentials/credentials/api_key - «a»
algoliasearch_credentials/credentials/index_prefix - magento2_prod_
`, V{"_app": g.s(alUpNum, 10), "_search": g.hex(32), "a": g.hex(32)}, "index_prefix - magento2_prod_")

	g.emAdd("ecom/klevu-config", `
$ bin/magento config:show klevu_search
klevu_search/general/enabled - 1
klevu_search/general/js_api_key - klevu-«_js»
klevu_search/general/rest_api_key - «a»
klevu_search/general/hostname - box.klevu.com
klevu_search/general/rest_hostname - rest.ksearchnet.com
`, V{"_js": g.digits(14) + g.digits(4), "a": g.b64(24)}, "rest.ksearchnet.com", "klevu_search/general/enabled - 1")

	g.emAdd("ecom/typesense-docker-and-keys", `
$ docker run -d -p 8108:8108 -v /srv/typesense:/data typesense/typesense:27.0 --data-dir /data --api-key=«a» --enable-cors
$ curl -s http://localhost:8108/keys -X POST -H "X-TYPESENSE-API-KEY: «a»" \
   -d '{"description":"Search-only products key","actions":["documents:search"],"collections":["products"]}'
{"actions":["documents:search"],"collections":["products"],"description":"Search-only products key","expires_at":64723363199,"id":2,"value":"«_skey»"}
`, V{"a": g.an(32), "_skey": g.an(32)}, "typesense/typesense:27.0", "Search-only products key")

	g.emAdd("ecom/meilisearch-keys-list", `
$ curl -s http://localhost:7700/keys -H 'Authorization: Bearer «a»' | jq '.results[] | {name, key, actions}'
{
  "name": "Default Search API Key",
  "key": "«_search»",
  "actions": ["search"]
}
{
  "name": "Default Admin API Key",
  "key": "«b»",
  "actions": ["*"]
}
`, V{"a": g.b64u(32), "_search": g.hex(64), "b": g.hex(64)}, "Default Search API Key", "Default Admin API Key")

	g.emAdd("ecom/constructor-io-keys", `
CONSTRUCTOR_API_KEY=key_«_k»
CONSTRUCTOR_API_TOKEN=tok_«a»
# catalog upload
$ curl -s -u "tok_«a»:" -X PUT "https://ac.cnstrc.com/v1/catalog?key=key_«_k»&section=Products&force=true" -F "items=@items.csv"
{"task_id": «_t», "task_status_path": "/v1/tasks/«_t»"}
`, V{"_k": g.an(16), "a": g.an(16), "_t": g.digits(8)}, "section=Products&force=true", "ac.cnstrc.com")

	g.emAdd("ecom/elastic-app-search-keys", `
// search-ui config
const connector = new AppSearchAPIConnector({
  searchKey: "search-«_s»",
  engineName: "products-de",
  endpointBase: "https://acme-shop.ent.europe-west3.gcp.cloud.es.io",
});
// indexer (server only)
const indexer = new ElasticAppSearch.Client({ baseUrlFn: () => BASE, apiKey: "private-«a»" });
`, V{"_s": g.s(alLowNum, 24), "a": g.s(alLowNum, 24)}, "engineName: \"products-de\"", "acme-shop.ent.europe-west3.gcp.cloud.es.io")

	g.emAdd("ecom/coveo-searchspring", `
COVEO_ORGANIZATION_ID=acmeoutfittersprod«_o»
COVEO_API_KEY=xx«a»
SEARCHSPRING_SITE_ID=«_ss»
SEARCHSPRING_SECRET_KEY=«b»
`, V{"_o": g.s(alLowNum, 10), "a": g.uuid(), "_ss": g.s(alLowNum, 6), "b": g.hex(32)}, "COVEO_ORGANIZATION_ID")
}

func (g *G) emReviews() {
	g.emAdd("ecom/yotpo-utoken", `
$ curl -s -X POST https://api.yotpo.com/oauth/token -H 'Content-Type: application/json' \
  -d '{"client_id":"«_app»","client_secret":"«a»","grant_type":"client_credentials"}'
{"access_token":"«b»","token_type":"bearer"}
<!-- theme.liquid -->
<script src="https://cdn-widgetsrepository.yotpo.com/v1/loader/«_app»" async></script>
`, V{"_app": g.an(40), "a": g.an(40), "b": g.an(40)}, "cdn-widgetsrepository.yotpo.com/v1/loader", "api.yotpo.com/oauth/token")

	g.emAdd("ecom/trustpilot-invitations", `
# trustpilot.yml
business_unit_id: «_bu»
api_key: «a»
api_secret: «b»
username: reviews@acme-outfitters.com
password: «c»
sender_email: noreply.invitations@trustpilotmail.com
redirect_uri: https://www.acme-outfitters.com/thank-you
`, V{"_bu": g.hex(24), "a": g.an(32), "b": g.an(16), "c": g.pw()}, "noreply.invitations@trustpilotmail.com", "redirect_uri: https://www.acme-outfitters.com/thank-you")

	g.emAdd("ecom/judgeme-reviews-curl", `
$ curl -s "https://judge.me/api/v1/reviews?shop_domain=acme-outfitters.myshopify.com&api_token=«a»&per_page=2" | jq '.reviews[] | {id, rating, product_handle}'
{"id": «_r1», "rating": 5, "product_handle": "merino-crew-sock"}
{"id": «_r2», "rating": 4, "product_handle": "trail-runner-2"}
# widget uses the public token: jdgm.PLATFORM = 'shopify'; jdgm.PUBLIC_TOKEN = '«_pub»';
`, V{"a": g.b64u(27), "_r1": g.digits(9), "_r2": g.digits(9), "_pub": g.b64u(27)}, "jdgm.PLATFORM = 'shopify'", "shop_domain=acme-outfitters.myshopify.com")

	g.emAdd("ecom/stamped-okendo-keys", `
STAMPED_STORE_HASH=«_h»
STAMPED_PUBLIC_KEY=pubkey-«_pk»
STAMPED_PRIVATE_KEY=key-«a»
OKENDO_USER_ID=«_ok»
OKENDO_API_KEY=«b»
`, V{"_h": g.digits(6), "_pk": g.an(32), "a": g.an(32), "_ok": g.uuid(), "b": g.hex(64)}, "STAMPED_STORE_HASH")

	g.emAdd("ecom/bazaarvoice-submission-passkey", `
# config/bazaarvoice.yml (server-side review submission; the display passkey lives in the theme)
production:
  host: api.bazaarvoice.com
  api_version: 5.4
  display_passkey: «_disp»
  submission_passkey: «a»
  shared_encoding_key: «b»
`, V{"_disp": g.an(50), "a": g.an(50), "b": g.an(24)}, "host: api.bazaarvoice.com", "api_version: 5.4")

	g.emAdd("ecom/reviewsio-curl", `
$ curl -s "https://api.reviews.io/merchant/reviews?store=velomax-de&per_page=1" -H "store: velomax-de" -H "apikey: «a»"
{"stats":{"average_rating":"4.81","total_reviews":2217},"reviews":[{"store_review_id":«_id»,"rating":5,"comments":"Schnelle Lieferung, Helm passt perfekt."}]}
`, V{"a": g.hex(32), "_id": g.digits(8)}, "api.reviews.io/merchant/reviews", "Schnelle Lieferung, Helm passt perfekt.")
}

func (g *G) emERP() {
	g.emAdd("ecom/netsuite-tba-env", `
# netsuite-connector/.env  (Setup > Integration > Manage Integrations > "Shopify Connector")
NS_ACCOUNT_ID=«_acct»_SB1
NS_CONSUMER_KEY=«a»
NS_CONSUMER_SECRET=«b»
NS_TOKEN_ID=«c»
NS_TOKEN_SECRET=«d»
NS_RESTLET_URL=https://«_acct»-sb1.restlets.api.netsuite.com/app/site/hosting/restlet.nl?script=1042&deploy=1
`, V{"_acct": g.digits(7), "a": g.hex(64), "b": g.hex(64), "c": g.hex(64), "d": g.hex(64)}, "script=1042&deploy=1")

	g.emAdd("ecom/netsuite-oauth-header-log", `
2024-07-02T05:00:03.418Z DEBUG netsuite: POST https://«_acct».suitetalk.api.netsuite.com/services/rest/record/v1/salesOrder
2024-07-02T05:00:03.418Z DEBUG netsuite: Authorization: OAuth realm="«_acct»",oauth_consumer_key="«a»",oauth_token="«b»",oauth_signature_method="HMAC-SHA256",oauth_timestamp="1719896403",oauth_nonce="«_n»",oauth_version="1.0",oauth_signature="«_sig»"
2024-07-02T05:00:04.022Z INFO  netsuite: 204 No Content Location: /services/rest/record/v1/salesOrder/«_so»
`, V{"_acct": g.digits(7), "a": g.hex(64), "b": g.hex(64), "_n": g.an(20), "_sig": strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "+", "%2B"), "/", "%2F"), "_so": g.digits(7)}, "oauth_signature_method=\"HMAC-SHA256\"", "204 No Content")

	g.emAdd("ecom/odoo-xmlrpc-api-key", `
import xmlrpc.client

url, db, username = "https://erp.velomax.de", "velomax-prod", "shop-sync@velomax.de"
api_key = "«a»"

common = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/common")
uid = common.authenticate(db, username, api_key, {})
models = xmlrpc.client.ServerProxy(f"{url}/xmlrpc/2/object")
print(models.execute_kw(db, uid, api_key, "sale.order", "search_count", [[["state", "=", "sale"]]]))
`, V{"a": g.hex(40)}, "xmlrpc/2/common", "shop-sync@velomax.de")

	g.emAdd("ecom/odoo-conf", `
$ sudo cat /etc/odoo/odoo.conf
[options]
admin_passwd = «a»
db_host = 10.0.4.12
db_port = 5432
db_user = odoo
db_password = «b»
dbfilter = ^velomax-prod$
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom-addons
proxy_mode = True
workers = 6
`, V{"a": g.pwStrong(), "b": g.pw()}, "dbfilter = ^velomax-prod$", "/opt/odoo/custom-addons")

	g.emAdd("ecom/sap-b1-service-layer-login", `
$ curl -sk -X POST https://sapb1.acme-outfitters.local:50000/b1s/v1/Login -i \
   -d '{"CompanyDB": "SBO_ACME_PROD", "UserName": "manager", "Password": "«a»"}'
HTTP/1.1 200 OK
Set-Cookie: B1SESSION=«b»;HttpOnly;
Set-Cookie: ROUTEID=.node2; path=/b1s
Content-Type: application/json;odata.metadata=minimal;charset=utf-8

{"odata.metadata" : "https://sapb1.acme-outfitters.local:50000/b1s/v1/$metadata#B1Sessions/@Element", "SessionId" : "«b»", "Version" : "1000210", "SessionTimeout" : 30}
`, V{"a": g.pw(), "b": g.uuid()}, "SBO_ACME_PROD", "ROUTEID=.node2")

	g.emAdd("ecom/cin7-core-headers", `
GET https://inventory.dearsystems.com/ExternalApi/v2/product?Sku=NW-TEE-BLK-L
api-auth-accountid: «_acct»
api-auth-applicationkey: «a»
Content-Type: application/json

HTTP 200  {"Total":1,"Page":1,"Products":[{"ID":"«_pid»","SKU":"NW-TEE-BLK-L","Name":"Heavyweight Tee Black L","Barcode":"«_gtin»"}]}
`, V{"_acct": g.uuid(), "a": g.uuid(), "_pid": g.uuid(), "_gtin": g.emGTIN()}, "inventory.dearsystems.com/ExternalApi/v2/product", "Heavyweight Tee Black L")

	g.emAdd("ecom/linnworks-auth", `
$ curl -s -X POST https://api.linnworks.net/api/Auth/AuthorizeByApplication \
  -H 'Content-Type: application/json' \
  -d '{"ApplicationId":"«_app»","ApplicationSecret":"«a»","Token":"«b»"}' | jq '{Server, Token, UserName}'
{
  "Server": "https://eu-ext.linnworks.net",
  "Token": "«c»",
  "UserName": "ops@velomax.de"
}
`, V{"_app": g.uuid(), "a": g.uuid(), "b": g.hex(32), "c": g.uuid()}, "https://eu-ext.linnworks.net", "AuthorizeByApplication")

	g.emAdd("ecom/brightpearl-headers", `
brightpearl:
  datacenter: euw1
  account: velomaxgmbh
  app_ref: velomaxgmbh_shopifysync
  account_token: «a»
  staff_token: «b»
`, V{"a": g.b64(32), "b": g.b64(32)}, "app_ref: velomaxgmbh_shopifysync", "datacenter: euw1")

	g.emAdd("ecom/business-central-app-registration", `
$ cat appsettings.Production.json
{
  "BusinessCentral": {
    "TenantId": "«_t»",
    "Environment": "Production",
    "CompanyId": "«_c»",
    "ClientId": "«_cid»",
    "ClientSecret": "«a»",
    "Scope": "https://api.businesscentral.dynamics.com/.default"
  },
  "Shopify": { "Shop": "acme-outfitters.myshopify.com", "AccessToken": "«b»" }
}
`, V{"_t": g.uuid(), "_c": g.uuid(), "_cid": g.uuid(), "a": g.azSecret(), "b": g.emShpca()}, "https://api.businesscentral.dynamics.com/.default", `"Environment": "Production"`)

	g.emAdd("ecom/celigo-integrator-token", `
$ curl -s https://api.integrator.io/v1/flows -H "Authorization: Bearer «a»" | jq -r '.[] | [._id, .name, .disabled] | @tsv'
«_f1»	Shopify Order to NetSuite Order Add	false
«_f2»	NetSuite Inventory to Shopify Inventory Update	false
«_f3»	Shopify Refund to NetSuite Credit Memo	true
`, V{"a": g.hex(32), "_f1": g.hex(24), "_f2": g.hex(24), "_f3": g.hex(24)}, "Shopify Order to NetSuite Order Add", "api.integrator.io/v1/flows")
}

func (g *G) emShipping() {
	g.emAdd("ecom/shipstation-basic-auth", `
$ curl -s "https://ssapi.shipstation.com/orders?orderStatus=awaiting_shipment&pageSize=1" -u «_k»:«a» | jq '.orders[0] | {orderNumber, orderKey, shipTo: .shipTo.city}'
{
  "orderNumber": "#«_on»",
  "orderKey": "«_ok»",
  "shipTo": "Leeds"
}
`, V{"_k": g.hex(32), "a": g.hex(32), "_on": g.digits(5), "_ok": g.hex(32)}, "orderStatus=awaiting_shipment", `"shipTo": "Leeds"`)

	g.emAdd("ecom/shipstation-env-pair", `
SHIPSTATION_API_KEY=«a»
SHIPSTATION_API_SECRET=«b»
SHIPSTATION_STORE_ID=«_sid»
SHIPSTATION_WEBHOOK_URL=https://hooks.bluefernpottery.com/shipstation/ship-notify
`, V{"a": g.hex(32), "b": g.hex(32), "_sid": g.digits(6)}, "https://hooks.bluefernpottery.com/shipstation/ship-notify")

	g.emAdd("ecom/shippo-easypost-keys", `
# fulfillment/carriers.py
SHIPPO_API_TOKEN = os.getenv("SHIPPO_API_TOKEN", "shippo_live_«a»")
SHIPPO_TEST_TOKEN = "shippo_test_«b»"
EASYPOST_API_KEY = "EZAK«c»"
EASYPOST_TEST_KEY = "EZTK«d»"
`, V{"a": g.hex(40), "b": g.hex(40), "c": g.hex(64), "d": g.hex(64)}, "fulfillment/carriers.py")

	g.emAdd("ecom/shipbob-pat-curl", `
$ curl -s https://api.shipbob.com/1.0/order?Page=1\&Limit=1 -H "Authorization: Bearer «a»" -H "shipbob_channel_id: «_ch»" | jq '.[0] | {id, reference_id, status}'
{
  "id": «_id»,
  "reference_id": "«_ref»",
  "status": "Processing"
}
`, V{"a": g.s(alUpNum, 64), "_ch": g.digits(6), "_id": g.digits(9), "_ref": g.digits(13)}, "api.shipbob.com/1.0/order", `"status": "Processing"`)

	g.emAdd("ecom/sendcloud-keys", `
SENDCLOUD_PUBLIC_KEY=«_pub»
SENDCLOUD_SECRET_KEY=«a»
# curl -u "$SENDCLOUD_PUBLIC_KEY:$SENDCLOUD_SECRET_KEY" https://panel.sendcloud.sc/api/v2/parcels?tracking_number=«_trk»
`, V{"_pub": g.hex(32), "a": g.hex(32), "_trk": "3SDEVC" + g.digits(10)}, "panel.sendcloud.sc/api/v2/parcels", "$SENDCLOUD_PUBLIC_KEY:$SENDCLOUD_SECRET_KEY")

	g.emAdd("ecom/veeqo-printful-keys", `
$ curl -s https://api.veeqo.com/orders?status=awaiting_fulfillment -H "x-api-key: Vqt/«a»" | jq length
23
$ curl -s https://api.printful.com/orders?limit=1 -H "Authorization: Bearer «b»" -H "X-PF-Store-Id: «_st»" | jq '.result[0].status'
"fulfilled"
`, V{"a": g.hex(32), "b": g.an(40), "_st": g.digits(8)}, "status=awaiting_fulfillment", "X-PF-Store-Id")

	g.emAdd("ecom/dhl-parcel-de-sandbox-and-prod", `
# DHL Parcel DE Shipping API v2
# sandbox: the documented test user, not a secret
DHL_SANDBOX_USER=user-valid
DHL_SANDBOX_PASSWORD=SandboxPasswort2023!
# production (GKP user "velomax_api")
DHL_API_KEY=«a»
DHL_GKP_USER=velomax_api
DHL_GKP_PASSWORD=«b»
DHL_BILLING_NUMBER=«_bn»
`, V{"a": g.an(32), "b": g.pw(), "_bn": g.digits(10) + "0101"}, "DHL_SANDBOX_USER=user-valid", "SandboxPasswort2023!", "DHL_GKP_USER=velomax_api")

	g.emAdd("ecom/ups-fedex-oauth", `
$ curl -s -X POST https://onlinetools.ups.com/security/v1/oauth/token \
   -u "«_ucid»:«a»" -H "x-merchant-id: «_acct»" -d "grant_type=client_credentials"
{"token_type":"Bearer","issued_at":"1719913871412","client_id":"«_ucid»","access_token":"«b»","expires_in":"14399","status":"approved"}
$ grep FEDEX .env
FEDEX_CLIENT_ID=l7«_fcid»
FEDEX_CLIENT_SECRET=«c»
FEDEX_ACCOUNT_NUMBER=«_fan»
`, V{"_ucid": g.an(48), "a": g.an(64), "_acct": g.s(alUpNum, 6), "b": g.jwt("RS384", fmt.Sprintf(`{"sub":"ops@bluefernpottery.com","clientid":"%s","iss":"https://apis.ups.com","uuid":"%s","sid":"%s","exp":%d}`, g.an(48), strings.ToUpper(g.uuid()), g.digits(9), 1719928270)), "_fcid": g.hex(30), "c": g.hex(32), "_fan": g.digits(9)}, "onlinetools.ups.com/security/v1/oauth/token", `"status":"approved"`)

	g.emAdd("ecom/aftership-tracking", `
$ curl -s https://api.aftership.com/tracking/2024-04/trackings/«_id» -H "as-api-key: asat_«a»" | jq '.data.tracking | {tracking_number, slug, tag}'
{
  "tracking_number": "«_trk»",
  "slug": "ups",
  "tag": "InTransit"
}
`, V{"_id": g.s(alLowNum, 24), "a": g.hex(32), "_trk": g.emUPS()}, "api.aftership.com/tracking/2024-04/trackings", `"tag": "InTransit"`)

	g.emAdd("ecom/shiphero-graphql-auth", `
$ curl -s -X POST https://public-api.shiphero.com/auth/token -H 'Content-Type: application/json' \
   -d '{"username": "api@bluefernpottery.com", "password": "«a»"}'
{"access_token": "«b»", "expires_in": 2419200, "scope": "openid profile offline_access", "refresh_token": "«c»", "token_type": "Bearer"}
`, V{"a": g.pw(), "b": g.jwt("RS256", fmt.Sprintf(`{"http://shiphero-public-api/userinfo":{"account_id":%s,"email":"api@bluefernpottery.com"},"iss":"https://login.shiphero.com/","sub":"auth0|%s","aud":["shiphero-public-api"],"exp":%d}`, g.digits(5), g.hex(24), 1722000000)), "c": g.b64u(43)}, "public-api.shiphero.com/auth/token", "openid profile offline_access")

	g.emAdd("ecom/3pl-sftp-config", `
# orders are dropped as CSV for the 3PL (ShipMonk) every 30 min
$ cat ~/.config/rclone/rclone.conf
[shipmonk]
type = sftp
host = sftp.shipmonk.com
user = bluefern_pottery
pass = «o»
shell_type = unix
$ rclone reveal «o»
«a»
`, V{"o": g.b64u(32), "a": g.pw()}, "host = sftp.shipmonk.com", "user = bluefern_pottery")
}

func (g *G) emChat() {
	g.emAdd("ecom/chat-user-pastes-shopify-creds", `
user: ok here are the creds for the staging store so you can test the bundle endpoint
store: acme-bundles-dev.myshopify.com
admin token: «a»
api secret: «b»
don't commit them pls

assistant: Thanks. I'll put them in .env (already in .gitignore) and not in shopify.app.toml. Running ˋnpm run devˋ now.
`, V{"a": g.shpat(), "b": g.hex(32)}, "acme-bundles-dev.myshopify.com", "already in .gitignore")

	g.emAdd("ecom/chat-slack-export-woo-keys", `
{"type":"message","user":"U04«_u»","text":"new REST key for the Zapier flow (read only): consumer key «a» / secret «b» — old one revoked","ts":"1719920411.339219","team":"T0«_t»"}
{"type":"message","user":"U05«_u2»","text":"thx, updated in Zapier :white_check_mark:","ts":"1719920502.118449","thread_ts":"1719920411.339219"}
`, V{"_u": g.s(alUpNum, 8), "a": g.emCK(), "b": g.emCS(), "_t": g.s(alUpNum, 8), "_u2": g.s(alUpNum, 8)}, "updated in Zapier", "1719920411.339219")

	g.emAdd("ecom/chat-jira-ticket-marketplace", `
OPS-1422  Amazon DE listings stopped syncing since Friday
Reporter: Lena (Marketplace team)   Priority: High

Description:
Channel connector shows "Authorization failed". I pasted the new LWA values from Seller Central below, please update the connector config:
  Client identifier: «_cid»
  Client secret: «a»
  Refresh token (DE/FR/IT): «b»
Seller ID «_sid», marketplace A1PA6795UKMFR9.
`, V{"_cid": g.emLWAId(), "a": g.emLWASec(), "b": g.emAtzr(), "_sid": g.emSeller()}, "OPS-1422", "marketplace A1PA6795UKMFR9")

	g.emAdd("ecom/chat-agent-summary-echo", `
assistant: Done. Summary of what changed:
- app/etc/env.php: moved the Redis session password out of the file; env.php now reads it via getenv('REDIS_SESSION_PASSWORD').
- The old value («a») was still in git history (commit «_sha»), so please rotate it on the Redis side.
- bin/magento cache:flush ran cleanly; setup:upgrade not needed.
`, V{"a": g.an(24), "_sha": g.hex(7)}, "getenv('REDIS_SESSION_PASSWORD')", "bin/magento cache:flush")

	g.emAdd("ecom/chat-handoff-doc-agency", `
## Handoff – Bluefern Pottery (WooCommerce)

| Thing              | Where / value                                      |
|--------------------|----------------------------------------------------|
| WP admin           | https://shop.bluefernpottery.com/wp-admin (user ˋpixelhaus-adminˋ) |
| WP admin password  | «a»                                                |
| SFTP (WP Engine)   | bluefern-sftp / «b»                                |
| Stripe             | restricted key «c»                                 |
| ShipStation        | API key «_ssk», secret «d»                         |
| GA4                | G-«_ga»                                            |
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.rkLive(), "_ssk": g.hex(32), "d": g.hex(32), "_ga": g.s(alUpNum, 10)}, "https://shop.bluefernpottery.com/wp-admin", "pixelhaus-admin")

	g.emAdd("ecom/chat-ebay-token-in-pr-description", `
## PR #318: switch eBay order import to OAuth

Replaces the Auth'n'Auth token with the Sell Fulfillment API. To test locally:

ˋˋˋ
export EBAY_APP_ID=«_app»
export EBAY_CERT_ID=«a»
export EBAY_USER_REFRESH_TOKEN='«b»'
make import-orders SINCE=2024-06-01
ˋˋˋ
`, V{"_app": g.emEbayApp("AcmeOutf"), "a": g.emEbayCert(), "b": "v^1.1#i^1#p^3#f^0#I^3#r^1#t^Ul4xMF8" + g.s(alB64, 180) + "="}, "make import-orders SINCE=2024-06-01", "Sell Fulfillment API")

	g.emAdd("ecom/chat-mercadolibre-spanish", `
usuario: el token de Mercado Libre venció otra vez 😩 te paso el nuevo que saqué del panel:
«a»
y el refresh por si acaso: «b»
¿podés hacer que el cron lo renueve solo cada 6 horas?

asistente: Sí. Voy a guardar el refresh token en el gestor de secretos y agregar un job que llame a /oauth/token con grant_type=refresh_token.
`, V{"a": g.emMeli(), "b": g.emMeliRT()}, "grant_type=refresh_token", "cada 6 horas")

	g.emAdd("ecom/chat-bigcommerce-support-email", `
From: Dana K <dana@northwind-goods.com>
To: support@pixelhaus.agency
Subject: BigCommerce API account for the ERP project

Hi team,

as discussed, here are the credentials for the new API account (Products: modify, Orders: read-only):

Store hash: «_h»
Client ID: «_cid»
Client secret: «a»
Access token: «b»

Best,
Dana
`, V{"_h": g.emBCHash(), "_cid": g.emBC(), "a": g.hex(64), "b": g.emBC()}, "Products: modify, Orders: read-only", "support@pixelhaus.agency")

	g.emAdd("ecom/chat-terminal-history-grep", `
$ history | grep -i -E 'token|secret|key' | tail -5
 1981  export SHOPIFY_ACCESS_TOKEN=«a»
 1994  curl -H "X-Auth-Token: «b»" https://api.bigcommerce.com/stores/«_h»/v2/store
 2003  export ALGOLIA_ADMIN_KEY=«c»
 2010  npx @shopify/cli theme dev --store acme-outfitters --password «d»
 2017  history | grep -i -E 'token|secret|key'
`, V{"a": g.shpat(), "b": g.emBC(), "_h": g.emBCHash(), "c": g.hex(32), "d": g.emShptka()}, "history | grep -i -E 'token|secret|key'", "theme dev --store acme-outfitters")

	g.emAdd("ecom/chat-german-shopware-note", `
Notiz für Montag: Die Shopware-Integration "Warenwirtschaft" hat jetzt Admin-Rechte.
Zugangsschlüssel-ID: «_akid»
Sicherheitsschlüssel: «a»
Bitte in JTL-Wawi unter Onlineshop-Anbindung eintragen und danach die Notiz löschen!
`, V{"_akid": "SWIA" + g.s(alUpNum, 22), "a": g.an(56)}, "JTL-Wawi", "Onlineshop-Anbindung")
}

func (g *G) emBenign() {
	g.emAdd("ecom/benign-shopify-order-json", `
{
  "order": {
    "id": «_id»,
    "admin_graphql_api_id": "gid://shopify/Order/«_id»",
    "name": "#1«=n»",
    "order_number": 1«=n»,
    "token": "«_tok»",
    "checkout_id": «_co»,
    "confirmation_number": "«_cn»",
    "financial_status": "paid",
    "total_price": "118.50",
    "line_items": [
      {"id": «_li», "sku": "MS-CREW-GRY-M", "variant_id": «_var», "product_id": «_prod», "quantity": 2, "price": "14.90"}
    ],
    "source_name": "web",
    "landing_site": "/products/merino-crew-sock?utm_source=google&utm_medium=cpc&gclid=«_gclid»"
  }
}
`, V{"_id": g.digits(13), "=n": g.s(alDigit, 4), "_tok": g.hex(32), "_co": g.digits(14), "_cn": g.s(alUpNum, 9), "_li": g.digits(14), "_var": g.digits(14), "_prod": g.digits(13), "_gclid": "Cj0KCQjw" + g.b64u(80)}, "MS-CREW-GRY-M", `"financial_status": "paid"`)

	g.emAdd("ecom/benign-shopify-app-info", `
$ shopify app info
╭─ info ───────────────────────────────────────────────╮
│  Current app configuration                           │
│  Configuration file      shopify.app.toml            │
│  App name                acme-bundles                │
│  Client ID               «_cid»                      │
│  Access scopes           write_products,read_orders  │
│  Dev store               acme-bundles-dev.myshopify.com │
│  Update URLs             Yes                         │
╰──────────────────────────────────────────────────────╯
Extensions
  acme-bundles-checkout  ui_extension  ID «_ext»
  volume-discount        function      ID «_fn»
`, V{"_cid": g.hex(32), "_ext": g.digits(11), "_fn": g.uuid()}, "acme-bundles-dev.myshopify.com", "write_products,read_orders")

	g.emAdd("ecom/benign-webhook-subscriptions-list", `
$ curl ... /admin/api/2024-04/webhooks.json | jq -r '.webhooks[] | [.id, .topic, .address, .api_version] | @tsv'
«_w1»	orders/create	https://bundles.acme-commerce.dev/webhooks/orders/create	2024-04
«_w2»	app/uninstalled	https://bundles.acme-commerce.dev/webhooks/app/uninstalled	2024-04
«_w3»	products/update	arn:aws:events:us-east-1::event-source/aws.partner/shopify.com/«_p»/acme-bundles	2024-04
`, V{"_w1": g.digits(13), "_w2": g.digits(13), "_w3": g.digits(13), "_p": g.digits(7)}, "https://bundles.acme-commerce.dev/webhooks/orders/create", "aws.partner/shopify.com")

	g.emAdd("ecom/benign-amazon-orders-report", `
amazon-order-id	merchant-order-id	purchase-date	order-status	sales-channel	sku	asin	quantity	item-price	ship-postal-code
«_o1»		2024-06-30T18:22:01+00:00	Shipped	Amazon.de	NW-TEE-BLK-L	«_a1»	1	24.99	10115
«_o2»		2024-06-30T19:04:44+00:00	Pending	Amazon.de	MS-CREW-GRY-M	«_a2»	3	44.70	80331
«_o3»		2024-07-01T07:51:12+00:00	Shipped	Amazon.fr	NW-HOODIE-NVY-S	«_a3»	1	59.00	69002
`, V{"_o1": "302-" + g.s(alDigit, 7) + "-" + g.s(alDigit, 7), "_a1": g.emASIN(), "_o2": "028-" + g.s(alDigit, 7) + "-" + g.s(alDigit, 7), "_a2": g.emASIN(), "_o3": "171-" + g.s(alDigit, 7) + "-" + g.s(alDigit, 7), "_a3": g.emASIN()}, "NW-HOODIE-NVY-S", "Amazon.fr")

	g.emAdd("ecom/benign-google-product-feed-xml", `
<?xml version="1.0"?>
<rss xmlns:g="http://base.google.com/ns/1.0" version="2.0">
  <channel>
    <title>Velomax DE</title>
    <item>
      <g:id>VMX-HLM-M</g:id>
      <g:title>Helm Urban M</g:title>
      <g:link>https://www.velomax.de/helm-urban-m?variant=«_v»</g:link>
      <g:gtin>«_gtin»</g:gtin>
      <g:mpn>HU-«_mpn»</g:mpn>
      <g:price>79.90 EUR</g:price>
      <g:availability>in_stock</g:availability>
      <g:item_group_id>shopify_DE_«_grp»</g:item_group_id>
    </item>
  </channel>
</rss>
`, V{"_v": g.digits(14), "_gtin": g.emGTIN(), "_mpn": g.s(alUpNum, 8), "_grp": g.digits(13)}, "http://base.google.com/ns/1.0", "<g:availability>in_stock</g:availability>")

	g.emAdd("ecom/benign-masked-tokens-admin-ui", `
Settings › Apps and sales channels › Develop apps › ERP sync › API credentials

Admin API access token       shpat_••••••••••••••••••••••••••••«=t»   [Reveal token once]
API key                      «_k»
API secret key               ••••••••••••••••••••••••••••••••   [Rotate]
Webhooks API version         2024-04
`, V{"=t": g.hex(4), "_k": g.hex(32)}, "[Reveal token once]", "Webhooks API version         2024-04")

	g.emAdd("ecom/benign-storefront-token-liquid", `
{% comment %} snippets/cart-drawer-config.liquid {% endcomment %}
<script>
  window.AcmeCart = {
    shop: {{ shop.permanent_domain | json }},
    storefrontAccessToken: "«_pub»",
    apiVersion: "2024-04",
    cartId: {{ cart.token | json }},
    currency: {{ cart.currency.iso_code | json }}
  };
</script>
`, V{"_pub": g.hex(32)}, "{{ shop.permanent_domain | json }}", "{{ cart.token | json }}")

	g.emAdd("ecom/benign-algolia-instantsearch", `
<script src="https://cdn.jsdelivr.net/npm/algoliasearch@4.23.3/dist/algoliasearch-lite.umd.js"></script>
<script>
  const search = instantsearch({
    indexName: "shopify_products",
    searchClient: algoliasearch("«_app»", "«_key»"),
  });
</script>
`, V{"_app": g.s(alUpNum, 10), "_key": g.hex(32)}, "algoliasearch-lite.umd.js", `indexName: "shopify_products"`)

	g.emAdd("ecom/benign-gtin-sku-csv", `
Handle,Title,Variant SKU,Variant Barcode,Variant Price,Variant Inventory Qty,Image Src
merino-crew-sock,Merino Crew Sock,MS-CREW-GRY-S,«_g1»,14.90,42,https://cdn.shopify.com/s/files/1/«_f»/files/ms-crew-gry.jpg?v=«_v»
merino-crew-sock,,MS-CREW-GRY-M,«_g2»,14.90,17,
merino-crew-sock,,MS-CREW-GRY-L,«_g3»,14.90,0,
`, V{"_g1": g.emGTIN(), "_f": g.digits(4) + "/" + g.digits(4) + "/" + g.digits(4), "_v": g.digits(10), "_g2": g.emGTIN(), "_g3": g.emGTIN()}, "MS-CREW-GRY-S", "Variant Barcode")

	g.emAdd("ecom/benign-tracking-and-fulfillment", `
{"fulfillment":{"id":«_fid»,"order_id":«_oid»,"status":"success","tracking_company":"UPS","tracking_number":"«_t1»","tracking_numbers":["«_t1»","«_t2»"],"tracking_url":"https://www.ups.com/WebTracking?loc=en_US&requester=ST&trackNums=«_t1»","shipment_status":"in_transit","location_id":«_loc»}}
`, V{"_fid": g.digits(13), "_oid": g.digits(13), "_t1": g.emUPS(), "_t2": g.emUPS(), "_loc": g.digits(11)}, `"shipment_status":"in_transit"`)

	g.emAdd("ecom/benign-medusa-publishable-key", `
// storefront/src/lib/config.ts
import Medusa from "@medusajs/js-sdk"

export const sdk = new Medusa({
  baseUrl: process.env.NEXT_PUBLIC_MEDUSA_BACKEND_URL || "http://localhost:9000",
  debug: process.env.NODE_ENV === "development",
  publishableKey: "pk_«_pk»",
})
`, V{"_pk": g.hex(64)}, "@medusajs/js-sdk", "process.env.NEXT_PUBLIC_MEDUSA_BACKEND_URL")

	g.emAdd("ecom/benign-webhook-hmac-headers", `
POST /webhooks/products/update HTTP/1.1
Host: bundles.acme-commerce.dev
X-Shopify-Topic: products/update
X-Shopify-Hmac-Sha256: «_h»
X-Shopify-Shop-Domain: acme-outfitters.myshopify.com
X-Shopify-Webhook-Id: «_w»
X-Shopify-Event-Id: «_e»
X-Shopify-API-Version: 2024-04
X-Shopify-Triggered-At: 2024-07-02T08:44:12.118905Z
`, V{"_h": g.b64(32), "_w": g.uuid(), "_e": g.uuid()}, "X-Shopify-Topic: products/update", "acme-outfitters.myshopify.com")

	g.emAdd("ecom/benign-env-example-ecom", `
$ cat .env.example
SHOPIFY_API_KEY=
SHOPIFY_API_SECRET=
SCOPES=write_products,read_orders
WOOCOMMERCE_CONSUMER_KEY=ck_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
WOOCOMMERCE_CONSUMER_SECRET=cs_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
SP_API_REFRESH_TOKEN=Atzr|your-refresh-token
LWA_CLIENT_SECRET=amzn1.oa2-cs.v1.<secret>
ALGOLIA_ADMIN_KEY=changeme
`, nil, "ck_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "Atzr|your-refresh-token", "amzn1.oa2-cs.v1.<secret>", "ALGOLIA_ADMIN_KEY=changeme")

	g.emAdd("ecom/benign-ebay-item-and-order-ids", `
$ python ebay_orders.py --since 2024-06-28
orderId             legacyOrderId         itemId          sku              buyer            total
«_o1»  «_lo1»  «_i1»  NW-TEE-BLK-L     j***r_0          24,99 EUR
«_o2»  «_lo2»  «_i2»  MS-CREW-GRY-M    k***n            29,80 EUR
`, V{"_o1": g.digits(2) + "-" + g.s(alDigit, 5) + "-" + g.s(alDigit, 5), "_lo1": g.digits(12) + "-" + g.digits(13), "_i1": g.digits(12), "_o2": g.digits(2) + "-" + g.s(alDigit, 5) + "-" + g.s(alDigit, 5), "_lo2": g.digits(12) + "-" + g.digits(13), "_i2": g.digits(12)}, "ebay_orders.py --since 2024-06-28")

	g.emAdd("ecom/benign-discount-and-gift-card-masked", `
Discount codes (export 2024-07-01)
code            type          value   usage
SUMMER24        percentage    15%     1,204
FREESHIP50      free_shipping  -      388
WELCOME-10      fixed_amount  10.00   2,911

Gift cards: •••• •••• •••• «=g1» (EUR 50.00, active), •••• •••• •••• «=g2» (EUR 25.00, disabled)
`, V{"=g1": g.s(alLowNum, 4), "=g2": g.s(alLowNum, 4)}, "SUMMER24", "FREESHIP50", "WELCOME-10")

	g.emAdd("ecom/benign-sp-api-ids-and-arns", `
Seller ID:         «_sid»
Marketplaces:      A1PA6795UKMFR9 (DE), A13V1IB3VIYZZH (FR), APJ6JRA9NG5V4 (IT)
App ID:            amzn1.sp.solution.«_app»
LWA client id:     «_cid»
Notification dest: arn:aws:sqs:eu-west-1:«_acct»:sp-api-notifications
Subscription id:   «_sub»
`, V{"_sid": g.emSeller(), "_app": g.uuid(), "_cid": g.emLWAId(), "_acct": g.digits(12), "_sub": g.uuid()}, "A13V1IB3VIYZZH", "sp-api-notifications")

	g.emAdd("ecom/benign-bigcommerce-storefront-graphql-public", `
// Stencil theme: the storefront token is injected per-request by the platform
fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
        'Content-Type': 'application/json',
        'Authorization': 'Bearer {{ settings.storefront_api.token }}'
    },
    body: JSON.stringify({ query: '{ site { product(entityId: «=pid») { sku prices { price { value } } } } }' })
});
`, V{"=pid": g.digits(3)}, "{{ settings.storefront_api.token }}", "credentials: 'same-origin'")

	g.emAdd("ecom/benign-yotpo-widget-and-klevu-js", `
<div class="yotpo yotpo-main-widget" data-product-id="«_pid»" data-name="Merino Crew Sock" data-url="https://acme-outfitters.com/products/merino-crew-sock"></div>
<script src="https://cdn-widgetsrepository.yotpo.com/v1/loader/«_app»" async></script>
<script>klevu({ global: { apiKey: 'klevu-«_kl»' }, url: { search: 'https://eucs31v2.ksearchnet.com/cs/v2/search' } });</script>
`, V{"_pid": g.digits(13), "_app": g.an(40), "_kl": g.digits(18)}, "yotpo-main-widget", "eucs31v2.ksearchnet.com")
}
