package cases

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// scrapeCases adds credentials from web scraping and browser automation
// as a coding agent meets them while it writes, runs and debugs crawlers.
// Sources: Scrapy (settings.py, pipelines, middlewares, spiders that log
// in with FormRequest, scrapy.cfg and scrapyd deploy targets,
// scrapinghub.yml and shub, scrapy-playwright, scrapy-redis,
// scrapy-zyte-api, scrapy-rotating-proxies, crawl logs with their
// Overridden settings, COOKIES_DEBUG and stats dumps), Playwright
// (Python and Node scripts, global setup and storageState files, proxy
// and http_credentials options, codegen output, test failure code
// frames, connect_over_cdp to remote browsers), Puppeteer and
// puppeteer-extra (page.authenticate, setCookie, browserWSEndpoint,
// proxy-chain, the recaptcha plugin), chromedp, Selenium (Python and
// Java, selenium-wire, undetected-chromedriver proxy extensions, Grid
// docker-compose, BrowserStack, Sauce Labs and LambdaTest hub URLs,
// Selenium IDE .side files, Robot Framework, WebdriverIO), residential
// and datacenter proxies (Bright Data zones and Proxy Manager, Oxylabs,
// Smartproxy, Webshare lists and API, IPRoyal, SOAX, NetNut, Apify
// Proxy; requests proxies dicts, aiohttp, httpx, axios, Go transports,
// HTTP_PROXY variables, Squid cache_peer, proxychains, .curlrc and
// .wgetrc, Proxy-Authorization headers), scraping APIs (ScrapingBee,
// ZenRows, ScraperAPI, Apify, Browserless, Browserbase, Zyte, Bright
// Data Web Unlocker, Oxylabs Realtime, SerpApi, ScrapeOps, Crawlbase,
// Firecrawl, Scrapfly, Diffbot, Jina Reader, MCP server configs),
// captcha solvers and verifiers (2captcha, anti-captcha, CapSolver,
// CapMonster, DeathByCaptcha, reCAPTCHA, hCaptcha and Turnstile
// siteverify), cookies (Netscape cookies.txt, yt-dlp, browser_cookie3,
// EditThisCookie and Selenium JSON exports, Chrome's Cookies database,
// FlareSolverr's cf_clearance, LinkedIn, Instagram, X, Facebook and
// Google session cookies), HAR files from browsers, Playwright and
// Charles, saved sessions (gallery-dl, instaloader, twscrape, Telethon
// and Pyrogram session strings, localStorage and sessionStorage dumps,
// Crawlee session pools, Apify key-value stores), login form POST
// bodies (Django, WordPress, ASP.NET, Rails, Keycloak, OAuth password
// grants, MechanicalSoup, Mechanize, Colly, BrowserKit, mitmproxy
// views), crawler logs (Crawlee, Colly, curl -v, wget -d, Selenium's
// remote_connection, FlareSolverr, GitHub Actions, journald, pm2), and
// the chats, notebooks, diffs and crontabs around them. Benign
// look-alikes: user-agent strings, TLS and browser fingerprints,
// reCAPTCHA and hCaptcha site keys, CSRF field names and tokens,
// request fingerprints and cache keys, request, job, run and dataset
// ids, cf-ray and ETag headers, encrypted cookie blobs, masked key
// previews and content hashes. The case names start with "scrape/".
func (g *G) scrapeCases() {
	g.scrapeScrapy()
	g.scrapePlaywright()
	g.scrapePuppeteer()
	g.scrapeSelenium()
	g.scrapeProxies()
	g.scrapeAPIs()
	g.scrapeCaptcha()
	g.scrapeCookies()
	g.scrapeHAR()
	g.scrapeSessions()
	g.scrapeForms()
	g.scrapeLogs()
	g.scrapeChat()
	g.scrapeBenign()
}

// ---- helpers used only here ----

// scrapeAdd is add with "ˋ" standing for a backtick.
func (g *G) scrapeAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// scrapeBee is a ScrapingBee API key: 80 upper-case letters and digits.
func (g *G) scrapeBee() string { return g.s(alUpNum, 80) }

// scrapeApify is an Apify API token.
func (g *G) scrapeApify() string { return "apify_api_" + g.an(36) }

// scrapeBrdCust is a Bright Data customer id (benign on its own).
func (g *G) scrapeBrdCust() string { return "hl_" + g.hex(8) }

// scrapeBrdPw is a Bright Data zone password.
func (g *G) scrapeBrdPw() string { return g.s(alLowNum, 12) }

// scrapeCap is a CapSolver API key.
func (g *G) scrapeCap() string { return "CAP-" + g.s(alHexU, 32) }

// scrapeSiteKey is a reCAPTCHA v2/v3 key; site keys are public, secret keys are not.
func (g *G) scrapeSiteKey() string {
	return "6L" + g.pick("c", "d", "e", "f") + g.an(5) + "AAAAA" + g.b64u(27)
}

// scrapeHcSecret is an hCaptcha account secret.
func (g *G) scrapeHcSecret() string { return "0x" + g.hex(40) }

// scrapeLiAt is a LinkedIn li_at session cookie.
func (g *G) scrapeLiAt() string { return "AQEDA" + g.b64u(146) }

// scrapeIGSession is an Instagram sessionid cookie (URL-encoded).
func (g *G) scrapeIGSession() string {
	return g.digits(11) + "%3A" + g.an(14) + "%3A" + g.digits(2) + "%3AAY" + g.b64u(44)
}

// scrapeGSID is a Google __Secure-3PSID style cookie.
func (g *G) scrapeGSID() string { return "g.a000" + g.b64u(68) }

// scrapeSAPISID is a Google SAPISID style cookie.
func (g *G) scrapeSAPISID() string { return g.b64u(16) + "/" + g.b64u(17) }

// scrapeCfClearance is a Cloudflare cf_clearance cookie.
func (g *G) scrapeCfClearance() string {
	return g.b64u(43) + "-" + g.scrapeTs() + "-1.2.1.1-" + g.s(alAlnum+"._", 180)
}

// scrapeTs is a unix timestamp (benign).
func (g *G) scrapeTs() string { return fmt.Sprint(1715000000 + g.r.IntN(30000000)) }

// scrapeIP is a public-looking IPv4 address (benign).
func (g *G) scrapeIP() string {
	return fmt.Sprintf("%s.%d.%d.%d", g.pick("45", "89", "104", "154", "185", "193", "212"), 10+g.r.IntN(240), g.r.IntN(256), 1+g.r.IntN(254))
}

// scrapeUA is a desktop browser user-agent string (benign).
func (g *G) scrapeUA() string {
	v := fmt.Sprint(120 + g.r.IntN(11))
	return g.pick(
		"Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/"+v+".0.0.0 Safari/537.36",
		"Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/"+v+".0.0.0 Safari/537.36",
		"Mozilla/5.0 (X11; Linux x86_64; rv:12"+v[2:]+".0) Gecko/20100101 Firefox/12"+v[2:]+".0",
	)
}

// scrapeBasic is the base64 of user:pass as an Authorization header carries it.
func scrapeBasic(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

// scrapeSess is a sticky-session id inside a proxy username (benign).
func (g *G) scrapeSess() string { return g.s(alLowNum, 8) }

// scrapeFP is a request fingerprint or cache key (benign).
func (g *G) scrapeFP() string { return g.hex(40) }

// ---- Scrapy ----

func (g *G) scrapeScrapy() {
	g.add("scrape/scrapy-settings-zyte-mongo-pipeline", `
# Scrapy settings for pricewatch project
#
# For simplicity, this file contains only settings considered important or
# commonly used. You can find more settings consulting the documentation:
#
#     https://docs.scrapy.org/en/latest/topics/settings.html

BOT_NAME = "pricewatch"

SPIDER_MODULES = ["pricewatch.spiders"]
NEWSPIDER_MODULE = "pricewatch.spiders"

# Obey robots.txt rules
ROBOTSTXT_OBEY = True

CONCURRENT_REQUESTS = 16
DOWNLOAD_DELAY = 0.5

ADDONS = {
    "scrapy_zyte_api.Addon": 500,
}
ZYTE_API_KEY = "«a»"

ITEM_PIPELINES = {
    "pricewatch.pipelines.PriceNormalizePipeline": 300,
    "pricewatch.pipelines.MongoPipeline": 800,
}
MONGO_URI = "mongodb+srv://pricewatch:«b»@cluster0.«_c».mongodb.net/?retryWrites=true&w=majority"
MONGO_DATABASE = "prices"

REQUEST_FINGERPRINTER_IMPLEMENTATION = "2.7"
TWISTED_REACTOR = "twisted.internet.asyncioreactor.AsyncioSelectorReactor"
FEED_EXPORT_ENCODING = "utf-8"
`, V{"a": g.hex(32), "b": g.pwURL(), "_c": g.s(alLowNum, 5)}, `BOT_NAME = "pricewatch"`, "pricewatch.pipelines.MongoPipeline", "scrapy_zyte_api.Addon")

	g.add("scrape/scrapy-settings-scrapeops-proxy", `
# settings.py
SCRAPEOPS_API_KEY = '«a»'
SCRAPEOPS_PROXY_ENABLED = True
SCRAPEOPS_PROXY_SETTINGS = {'country': 'us', 'render_js': False}

DOWNLOADER_MIDDLEWARES = {
    'scrapeops_scrapy.middleware.retry.RetryMiddleware': 550,
    'scrapy.downloadermiddlewares.retry.RetryMiddleware': None,
    'scrapeops_scrapy_proxy_sdk.scrapeops_scrapy_proxy_sdk.ScrapeOpsScrapyProxySdk': 725,
}

EXTENSIONS = {
    'scrapeops_scrapy.extension.ScrapeOpsMonitor': 500,
}

USER_AGENT = '«_ua»'
`, V{"a": g.uuid(), "_ua": g.scrapeUA()}, "ScrapeOpsScrapyProxySdk", "SCRAPEOPS_PROXY_ENABLED = True")

	g.add("scrape/scrapy-settings-feeds-s3", `
FEEDS = {
    "s3://acme-scrape-exports/%(name)s/%(time)s.jsonl": {
        "format": "jsonlines",
        "encoding": "utf8",
        "store_empty": False,
        "batch_item_count": 5000,
    },
    "listings.csv": {"format": "csv", "overwrite": True},
}
AWS_ACCESS_KEY_ID = "«a»"
AWS_SECRET_ACCESS_KEY = "«b»"
AWS_REGION_NAME = "eu-central-1"
FEED_STORAGE_S3_ACL = "bucket-owner-full-control"
`, V{"a": g.awsID(), "b": g.awsSecret()}, "s3://acme-scrape-exports/%(name)s/%(time)s.jsonl", "FEED_STORAGE_S3_ACL")

	g.add("scrape/scrapy-pipeline-postgres", `
# pricewatch/pipelines.py
import psycopg2
from itemadapter import ItemAdapter


class PostgresPipeline:
    def open_spider(self, spider):
        self.conn = psycopg2.connect(
            host="db.internal.pricewatch.io",
            port=5432,
            dbname="scraped",
            user="scraper_rw",
            password="«a»",
        )
        self.cur = self.conn.cursor()

    def close_spider(self, spider):
        self.conn.commit()
        self.cur.close()
        self.conn.close()

    def process_item(self, item, spider):
        a = ItemAdapter(item)
        self.cur.execute(
            "INSERT INTO listings (sku, title, price, url) VALUES (%s, %s, %s, %s) ON CONFLICT (sku) DO UPDATE SET price = EXCLUDED.price",
            (a["sku"], a["title"], a["price"], a["url"]),
        )
        return item
`, V{"a": g.pw()}, "db.internal.pricewatch.io", `user="scraper_rw"`)

	g.add("scrape/scrapy-spider-formrequest-login", `
import scrapy
from scrapy.http import FormRequest


class SupplierSpider(scrapy.Spider):
    name = "supplier"
    start_urls = ["https://portal.northwind-supply.com/login"]

    def parse(self, response):
        return FormRequest.from_response(
            response,
            formxpath='//form[@id="login-form"]',
            formdata={
                "email": "buyer@lakeside-retail.com",
                "password": "«a»",
                "remember_me": "1",
            },
            callback=self.after_login,
        )

    def after_login(self, response):
        if b"Invalid credentials" in response.body:
            self.logger.error("Login failed")
            return
        yield response.follow("/catalog?page=1", self.parse_catalog)
`, V{"a": g.pw()}, "https://portal.northwind-supply.com/login", "buyer@lakeside-retail.com", "formxpath='//form[@id=\"login-form\"]'")

	g.add("scrape/scrapy-log-overridden-settings", `
$ scrapy crawl listings -O out.jsonl
2024-09-17 08:41:02 [scrapy.utils.log] INFO: Scrapy 2.11.2 started (bot: realty)
2024-09-17 08:41:02 [scrapy.utils.log] INFO: Versions: lxml 5.2.2.0, libxml2 2.12.6, cssselect 1.2.0, parsel 1.9.1, w3lib 2.2.1, Twisted 24.3.0, Python 3.11.9 (main, Apr  6 2024, 17:59:24) [GCC 11.4.0], pyOpenSSL 24.1.0 (OpenSSL 3.2.2 4 Jun 2024), cryptography 42.0.8, Platform Linux-6.5.0-1022-aws-x86_64-with-glibc2.35
2024-09-17 08:41:02 [scrapy.addons] INFO: Enabled addons:
[]
2024-09-17 08:41:02 [scrapy.crawler] INFO: Overridden settings:
{'BOT_NAME': 'realty',
 'CONCURRENT_REQUESTS_PER_DOMAIN': 4,
 'DOWNLOAD_DELAY': 1.5,
 'FEED_EXPORT_ENCODING': 'utf-8',
 'NEWSPIDER_MODULE': 'realty.spiders',
 'REQUEST_FINGERPRINTER_IMPLEMENTATION': '2.7',
 'ROBOTSTXT_OBEY': True,
 'SPIDER_MODULES': ['realty.spiders'],
 'TWISTED_REACTOR': 'twisted.internet.asyncioreactor.AsyncioSelectorReactor',
 'ZYTE_SMARTPROXY_APIKEY': '«a»',
 'ZYTE_SMARTPROXY_ENABLED': True}
2024-09-17 08:41:02 [scrapy.extensions.telnet] INFO: Telnet Password: «b»
2024-09-17 08:41:02 [scrapy.middleware] INFO: Enabled extensions:
['scrapy.extensions.corestats.CoreStats',
 'scrapy.extensions.telnet.TelnetConsole',
 'scrapy.extensions.memusage.MemoryUsage',
 'scrapy.extensions.feedexport.FeedExporter',
 'scrapy.extensions.logstats.LogStats']
`, V{"a": g.hex(32), "b": g.hex(16)}, "Scrapy 2.11.2 started (bot: realty)", "'ZYTE_SMARTPROXY_ENABLED': True")

	g.add("scrape/scrapinghub-yml-apikey", `
$ cat scrapinghub.yml
projects:
  default: 712044
  staging:
    id: 718301
    apikey: «a»
requirements:
  file: requirements.txt
stacks:
  default: scrapy:2.11
$ cat ~/.scrapinghub.yml
apikeys:
  default: «b»
`, V{"a": g.hex(32), "b": g.hex(32)}, "default: 712044", "stacks:")

	g.add("scrape/shub-login-output", `
$ shub login
Enter your API key from https://app.zyte.com/o/settings/apikey
API key: «a»
Validating API key...
API key is OK, you are logged in now.
$ shub deploy
Packing version 3f9c1a2-master
Deploying to Scrapy Cloud project "712044"
{"status": "ok", "project": 712044, "version": "3f9c1a2-master", "spiders": 6}
Run your spiders at: https://app.zyte.com/p/712044/
`, V{"a": g.hex(32)}, `Deploying to Scrapy Cloud project "712044"`, "3f9c1a2-master")

	g.add("scrape/scrapy-proxy-middleware-meta", `
# middlewares.py
import random

from w3lib.http import basic_auth_header

PROXY_USER = "brd-customer-«_cust»-zone-datacenter_eu"
PROXY_PASS = "«a»"
PROXY_HOSTS = ["brd.superproxy.io:33335"]


class RotatingProxyMiddleware:
    def process_request(self, request, spider):
        host = random.choice(PROXY_HOSTS)
        request.meta["proxy"] = f"http://{host}"
        request.headers["Proxy-Authorization"] = basic_auth_header(PROXY_USER, PROXY_PASS)
`, V{"_cust": g.scrapeBrdCust(), "a": g.scrapeBrdPw()}, "brd.superproxy.io:33335", "basic_auth_header(PROXY_USER, PROXY_PASS)")

	g.add("scrape/scrapy-playwright-launch-proxy", `
DOWNLOAD_HANDLERS = {
    "http": "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler",
    "https": "scrapy_playwright.handler.ScrapyPlaywrightDownloadHandler",
}
PLAYWRIGHT_BROWSER_TYPE = "chromium"
PLAYWRIGHT_LAUNCH_OPTIONS = {
    "headless": True,
    "timeout": 20 * 1000,
    "proxy": {
        "server": "http://gate.smartproxy.com:10001",
        "username": "«_user»",
        "password": "«a»",
    },
}
PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT = 45_000
`, V{"_user": "sp" + g.s(alLowNum, 8), "a": g.pwStrong()}, "http://gate.smartproxy.com:10001", "ScrapyPlaywrightDownloadHandler")

	g.add("scrape/scrapy-redis-settings", `
# scrapy-redis distributed crawl
SCHEDULER = "scrapy_redis.scheduler.Scheduler"
DUPEFILTER_CLASS = "scrapy_redis.dupefilter.RFPDupeFilter"
SCHEDULER_PERSIST = True
REDIS_URL = "redis://:«a»@redis-14722.c250.eu-central-1-1.ec2.redns.redis-cloud.com:14722/0"
REDIS_START_URLS_KEY = "%(name)s:start_urls"
`, V{"a": g.an(32)}, "scrapy_redis.dupefilter.RFPDupeFilter", "redis-14722.c250.eu-central-1-1.ec2.redns.redis-cloud.com")

	g.add("scrape/scrapy-crawl-dash-s-apikey", `
$ history | tail -4
  511  cd ~/src/catalog-crawler
  512  source .venv/bin/activate
  513  scrapy crawl products -s ZYTE_API_KEY=«a» -s CLOSESPIDER_ITEMCOUNT=200 -O sample.json
  514  jq length sample.json
`, V{"a": g.hex(32)}, "~/src/catalog-crawler", "CLOSESPIDER_ITEMCOUNT=200")

	g.add("scrape/scrapy-zyte-api-masked-key-log", `
2024-10-02 14:10:55 [scrapy_zyte_api.handler] INFO: Using a Zyte API key starting with '«_p»'
2024-10-02 14:10:55 [scrapy_zyte_api.handler] INFO: Using Zyte API endpoint https://api.zyte.com/v1/
2024-10-02 14:10:56 [scrapy.core.engine] INFO: Spider opened
2024-10-02 14:10:56 [scrapy.extensions.logstats] INFO: Crawled 0 pages (at 0 pages/min), scraped 0 items (at 0 items/min)
2024-10-02 14:10:57 [scrapy.core.engine] DEBUG: Crawled (200) <GET https://books.toscrape.com/> (referer: None)
`, V{"_p": g.hex(4)}, "https://api.zyte.com/v1/", "https://books.toscrape.com/")

	g.add("scrape/scrapy-cfg-scrapyd-deploy", `
# Automatically created by: scrapy startproject
#
# For more information about the [deploy] section see:
# https://scrapyd.readthedocs.io/en/latest/deploy.html

[settings]
default = jobsboard.settings

[deploy:prod]
url = https://scrapyd.jobsboard.internal:6800/
project = jobsboard
username = deployer
password = «a»
`, V{"a": g.pw()}, "https://scrapyd.jobsboard.internal:6800/", "default = jobsboard.settings", "username = deployer")

	g.add("scrape/scrapy-splash-settings-basic-auth", `
SPLASH_URL = "http://splash:«a»@10.0.4.21:8050"
DOWNLOADER_MIDDLEWARES = {
    "scrapy_splash.SplashCookiesMiddleware": 723,
    "scrapy_splash.SplashMiddleware": 725,
    "scrapy.downloadermiddlewares.httpcompression.HttpCompressionMiddleware": 810,
}
SPIDER_MIDDLEWARES = {"scrapy_splash.SplashDeduplicateArgsMiddleware": 100}
DUPEFILTER_CLASS = "scrapy_splash.SplashAwareDupeFilter"
HTTPCACHE_STORAGE = "scrapy_splash.SplashAwareFSCacheStorage"
`, V{"a": g.pwURL()}, "scrapy_splash.SplashCookiesMiddleware", "10.0.4.21:8050")

	g.add("scrape/scrapy-extension-slack-notify", `
# extensions.py — ping #scrapers when a crawl finishes
import requests
from scrapy import signals

SLACK_WEBHOOK = "https://hooks.slack.com/services/«_t»/«_b»/«a»"


class SlackOnClose:
    @classmethod
    def from_crawler(cls, crawler):
        ext = cls()
        crawler.signals.connect(ext.spider_closed, signal=signals.spider_closed)
        ext.stats = crawler.stats
        return ext

    def spider_closed(self, spider, reason):
        n = self.stats.get_value("item_scraped_count", 0)
        requests.post(SLACK_WEBHOOK, json={"text": f":spider: {spider.name} closed ({reason}), {n} items"})
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "signals.spider_closed", "item_scraped_count")

	g.add("scrape/scrapy-rotating-proxies-list", `
ROTATING_PROXY_LIST = [
    "http://«_u1»:«a»@«_ip1»:6015",
    "http://«_u1»:«a»@«_ip2»:6142",
    "http://«_u1»:«a»@«_ip3»:5873",
]
ROTATING_PROXY_PAGE_RETRY_TIMES = 5
DOWNLOADER_MIDDLEWARES = {
    "rotating_proxies.middlewares.RotatingProxyMiddleware": 610,
    "rotating_proxies.middlewares.BanDetectionMiddleware": 620,
}
`, V{"_u1": g.s(alLower, 8), "a": g.s(alLowNum, 12), "_ip1": g.scrapeIP(), "_ip2": g.scrapeIP(), "_ip3": g.scrapeIP()}, "ROTATING_PROXY_PAGE_RETRY_TIMES = 5", "rotating_proxies.middlewares.BanDetectionMiddleware")
}

// ---- Playwright ----

func (g *G) scrapePlaywright() {
	g.add("scrape/playwright-python-login-script", `
# scripts/export_invoices.py
import asyncio
from playwright.async_api import async_playwright

LOGIN_URL = "https://billing.hostwise.net/clientarea.php"
USERNAME = "accounts@fernhill.coop"
PASSWORD = "«a»"


async def main():
    async with async_playwright() as p:
        browser = await p.chromium.launch(headless=False, slow_mo=150)
        page = await browser.new_page()
        await page.goto(LOGIN_URL)
        await page.fill("#inputEmail", USERNAME)
        await page.fill("#inputPassword", PASSWORD)
        await page.click("#login")
        await page.wait_for_url("**/clientarea.php?action=invoices")
        rows = await page.locator("table#tableInvoicesList tbody tr").all_inner_texts()
        print(len(rows), "invoices")
        await browser.close()

asyncio.run(main())
`, V{"a": g.pw()}, "https://billing.hostwise.net/clientarea.php", "accounts@fernhill.coop", "#inputPassword")

	g.scrapeAdd("scrape/playwright-global-setup-storage-state", `
// global-setup.ts
import { chromium, FullConfig } from '@playwright/test';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  const browser = await chromium.launch();
  const page = await browser.newPage();
  await page.goto(baseURL! + '/signin');
  await page.getByLabel('Email').fill('qa-bot@tallyho.app');
  await page.getByLabel('Password').fill(process.env.QA_PASSWORD ?? '«a»');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await page.context().storageState({ path: storageState as string });
  await browser.close();
}

export default globalSetup;
`, V{"a": g.pw()}, "qa-bot@tallyho.app", "process.env.QA_PASSWORD")

	iat := 1726000000 + g.r.IntN(9000000)
	tok := g.jwt("RS256", fmt.Sprintf(`{"sub":"%s","iss":"https://auth.tallyho.app/","aud":"tallyho-web","iat":%d,"exp":%d,"scope":"openid profile offline_access"}`, g.uuid(), iat, iat+86400))
	g.add("scrape/playwright-storage-state-json", `
$ cat playwright/.auth/user.json
{
  "cookies": [
    {
      "name": "tallyho_session",
      "value": "«a»",
      "domain": "app.tallyho.app",
      "path": "/",
      "expires": «_exp»,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    {
      "name": "_ga",
      "value": "GA1.1.«_ga»",
      "domain": ".tallyho.app",
      "path": "/",
      "expires": «_exp2»,
      "httpOnly": false,
      "secure": false,
      "sameSite": "Lax"
    }
  ],
  "origins": [
    {
      "origin": "https://app.tallyho.app",
      "localStorage": [
        { "name": "ajs_anonymous_id", "value": "«_anon»" },
        { "name": "auth.access_token", "value": "«b»" },
        { "name": "auth.refresh_token", "value": "«c»" }
      ]
    }
  ]
}
`, V{"a": g.b64u(43), "_exp": g.scrapeTs() + ".718451", "_ga": g.digits(10) + "." + g.scrapeTs(), "_exp2": g.scrapeTs() + ".30921", "_anon": g.uuid(), "b": tok, "c": "v1." + g.b64u(86)},
		`"name": "tallyho_session"`, "ajs_anonymous_id")

	g.add("scrape/playwright-launch-proxy-oxylabs", `
from playwright.sync_api import sync_playwright

with sync_playwright() as p:
    browser = p.chromium.launch(
        proxy={
            "server": "http://pr.oxylabs.io:7777",
            "username": "customer-«_u»-cc-DE-sessid-«_s»-sesstime-10",
            "password": "«a»",
        }
    )
    page = browser.new_page()
    page.goto("https://ip.oxylabs.io/location")
    print(page.inner_text("body"))
    browser.close()
`, V{"_u": g.s(alLower, 6) + "_" + g.s(alLowNum, 4), "_s": g.digits(10), "a": g.pw()}, "http://pr.oxylabs.io:7777", "https://ip.oxylabs.io/location")

	g.add("scrape/playwright-codegen-output", `
$ npx playwright codegen --target python -o record_login.py https://crm.bluefinch.io/login
$ cat record_login.py
import re
from playwright.sync_api import Playwright, sync_playwright, expect


def run(playwright: Playwright) -> None:
    browser = playwright.chromium.launch(headless=False)
    context = browser.new_context()
    page = context.new_page()
    page.goto("https://crm.bluefinch.io/login")
    page.get_by_placeholder("you@company.com").click()
    page.get_by_placeholder("you@company.com").fill("lena.ortiz@bluefinch.io")
    page.get_by_placeholder("Password").click()
    page.get_by_placeholder("Password").fill("«a»")
    page.get_by_role("button", name="Log in").click()
    page.get_by_role("link", name="Contacts").click()
    page.get_by_role("button", name="Export CSV").click()

    # ---------------------
    context.close()
    browser.close()


with sync_playwright() as playwright:
    run(playwright)
`, V{"a": g.pw()}, "https://crm.bluefinch.io/login", "lena.ortiz@bluefinch.io")

	g.add("scrape/playwright-connect-browserless", `
// scrape-remote.mjs
import { chromium } from "playwright-core";

const browser = await chromium.connectOverCDP(
  "wss://production-sfo.browserless.io?token=«a»&proxy=residential&proxyCountry=us"
);
const context = browser.contexts()[0];
const page = await context.newPage();
await page.goto("https://www.example-realestate.com/for-sale/austin-tx", { waitUntil: "domcontentloaded" });
console.log(await page.title());
await browser.close();
`, V{"a": g.s(alAlnum, 48)}, "production-sfo.browserless.io", "proxyCountry=us")

	g.add("scrape/playwright-brightdata-scraping-browser", `
import asyncio
from playwright.async_api import async_playwright

SBR_WS_CDP = "wss://brd-customer-«_cust»-zone-scraping_browser1:«a»@brd.superproxy.io:9222"


async def run(pw):
    print("Connecting to Scraping Browser...")
    browser = await pw.chromium.connect_over_cdp(SBR_WS_CDP)
    try:
        page = await browser.new_page()
        await page.goto("https://www.g2.com/products/notion/reviews", timeout=2 * 60_000)
        html = await page.content()
        print(html[:500])
    finally:
        await browser.close()
`, V{"_cust": g.scrapeBrdCust(), "a": g.scrapeBrdPw()}, "brd.superproxy.io:9222", "Connecting to Scraping Browser...")

	g.add("scrape/playwright-browserbase-session", `
# .env
BROWSERBASE_API_KEY=«a»
BROWSERBASE_PROJECT_ID=«_p»

$ python run.py
Session created: «_s»
Live view: https://www.browserbase.com/sessions/«_s»
Connected over CDP: wss://connect.browserbase.com?sessionId=«_s»
Title: Pricing — Linear
`, V{"a": "bb_live_" + g.b64u(27), "_p": g.uuid(), "_s": g.uuid()}, "Title: Pricing — Linear", "wss://connect.browserbase.com?sessionId=")

	g.add("scrape/playwright-http-credentials-context", `
context = browser.new_context(
    http_credentials={"username": "staging", "password": "«a»"},
    user_agent="«_ua»",
    viewport={"width": 1366, "height": 768},
    locale="en-GB",
)
page = context.new_page()
page.goto("https://staging.hollowtree.shop/collections/all")
`, V{"a": g.pw(), "_ua": g.scrapeUA()}, "https://staging.hollowtree.shop/collections/all", `"username": "staging"`)

	g.scrapeAdd("scrape/playwright-test-failure-code-frame", `
$ npx playwright test tests/scrape-orders.spec.ts --project=chromium

Running 1 test using 1 worker

  1) [chromium] › tests/scrape-orders.spec.ts:9:5 › export last month's orders ─────────────────────

    TimeoutError: locator.fill: Timeout 10000ms exceeded.
    Call log:
      - waiting for getByLabel('Password')

       9 | test('export last month\'s orders', async ({ page }) => {
      10 |   await page.goto('https://sellercentral.marktplatz-demo.de/signin');
      11 |   await page.getByLabel('E-Mail').fill('ops@kaffeekontor.de');
    > 12 |   await page.getByLabel('Password').fill('«a»');
         |                                     ^
      13 |   await page.getByRole('button', { name: 'Anmelden' }).click();
      14 |   await expect(page).toHaveURL(/dashboard/);
      15 | });

        at /home/jonas/dev/orders-export/tests/scrape-orders.spec.ts:12:37

  1 failed
    [chromium] › tests/scrape-orders.spec.ts:9:5 › export last month's orders ──────────────────────
`, V{"a": g.pw()}, "ops@kaffeekontor.de", "TimeoutError: locator.fill: Timeout 10000ms exceeded.")

	g.add("scrape/playwright-e2e-env-file", `
$ cat .env.e2e
BASE_URL=https://portal.greenline-energy.co.uk
E2E_USERNAME=meter-reader-07
E2E_PASSWORD=«a»
E2E_TOTP_SECRET=«b»
PWDEBUG=0
`, V{"a": g.pwStrong(), "b": g.totp()}, "https://portal.greenline-energy.co.uk", "E2E_USERNAME=meter-reader-07")

	g.add("scrape/crawl4ai-config-proxy-llm", `
from crawl4ai import AsyncWebCrawler, BrowserConfig, CrawlerRunConfig, LLMConfig
from crawl4ai.extraction_strategy import LLMExtractionStrategy

browser_cfg = BrowserConfig(
    headless=True,
    proxy_config={
        "server": "http://geo.iproyal.com:12321",
        "username": "«_u»",
        "password": "«a»_country-us_session-«_s»_lifetime-30m",
    },
)
strategy = LLMExtractionStrategy(
    llm_config=LLMConfig(provider="openai/gpt-4o-mini", api_token="«b»"),
    instruction="Extract product name, price and availability as JSON.",
)
run_cfg = CrawlerRunConfig(extraction_strategy=strategy, cache_mode="BYPASS")
`, V{"_u": g.s(alLowNum, 10), "a": g.s(alAlnum, 16), "_s": g.s(alAlnum, 8), "b": g.openai()}, "http://geo.iproyal.com:12321", "openai/gpt-4o-mini")

	g.add("scrape/playwright-extra-recaptcha-plugin", `
const { chromium } = require('playwright-extra')
const RecaptchaPlugin = require('@extra/recaptcha')

chromium.use(
  RecaptchaPlugin({
    provider: { id: '2captcha', token: '«a»' },
    visualFeedback: true,
  })
)

chromium.launch({ headless: true }).then(async browser => {
  const page = await browser.newPage()
  await page.goto('https://www.google.com/recaptcha/api2/demo')
  await page.solveRecaptchas()
  await Promise.all([page.waitForNavigation(), page.click('#recaptcha-demo-submit')])
  await page.screenshot({ path: 'response.png', fullPage: true })
  await browser.close()
})
`, V{"a": g.hex(32)}, "https://www.google.com/recaptcha/api2/demo", "@extra/recaptcha")

	g.add("scrape/playwright-extra-headers-bearer", `
await context.set_extra_http_headers({
    "Authorization": "Bearer «a»",
    "X-Client-Version": "web/4.18.2",
    "Accept-Language": "en-US,en;q=0.9",
})
resp = await page.request.get("https://api.shelfsignal.com/v2/stores/«_store»/inventory?page=3")
print(resp.status, resp.headers.get("x-request-id"))
`, V{"a": g.userJWT(), "_store": g.digits(6)}, "https://api.shelfsignal.com/v2/stores/", "X-Client-Version")
}

// ---- Puppeteer and chromedp ----

func (g *G) scrapePuppeteer() {
	g.add("scrape/puppeteer-page-authenticate-proxy", `
const puppeteer = require('puppeteer');

(async () => {
  const browser = await puppeteer.launch({
    headless: 'new',
    args: ['--proxy-server=http://gw.dataimpulse.com:823', '--no-sandbox'],
  });
  const page = await browser.newPage();
  await page.authenticate({ username: '«_u»', password: '«a»' });
  await page.goto('https://httpbin.org/ip');
  console.log(await page.evaluate(() => document.body.innerText));
  await browser.close();
})();
`, V{"_u": g.hex(20), "a": g.hex(20)}, "http://gw.dataimpulse.com:823", "https://httpbin.org/ip")

	g.add("scrape/puppeteer-connect-browserless-ws", `
import puppeteer from "puppeteer-core";

const BROWSERLESS_TOKEN = "«a»";

const browser = await puppeteer.connect({
  browserWSEndpoint: "wss://chrome.browserless.io?token=" + BROWSERLESS_TOKEN + "&stealth&blockAds",
});
const page = await browser.newPage();
await page.goto("https://news.ycombinator.com/", { waitUntil: "networkidle2" });
`, V{"a": g.uuid()}, "wss://chrome.browserless.io?token=", "https://news.ycombinator.com/")

	g.add("scrape/puppeteer-setcookie-session", `
await page.setCookie(
  {
    name: 'PHPSESSID',
    value: '«a»',
    domain: 'members.vintagebikes-forum.org',
    path: '/',
    httpOnly: true,
  },
  {
    name: 'xf_user',
    value: '«_uid»%2C«b»',
    domain: 'members.vintagebikes-forum.org',
    path: '/',
  },
  { name: 'cookie_consent', value: 'accepted', domain: 'members.vintagebikes-forum.org' }
);
await page.goto('https://members.vintagebikes-forum.org/forums/classifieds.14/');
`, V{"a": g.s(alLowNum, 26), "_uid": g.digits(5), "b": g.b64u(32)}, "members.vintagebikes-forum.org", "cookie_consent")

	g.add("scrape/puppeteer-proxy-chain-anonymize", `
const proxyChain = require('proxy-chain');

const oldProxyUrl = 'http://«_u»-zone-resi-region-eu:«a»@proxy.soax.com:9000';
const newProxyUrl = await proxyChain.anonymizeProxy(oldProxyUrl);
// Prints something like "http://127.0.0.1:45678"
console.log(newProxyUrl);

const browser = await puppeteer.launch({ args: [ˋ--proxy-server=${newProxyUrl}ˋ] });
`, V{"_u": "package-" + g.digits(6), "a": g.an(16)}, "proxy.soax.com:9000", "proxyChain.anonymizeProxy(oldProxyUrl)")

	g.add("scrape/puppeteer-type-login", `
await page.goto('https://partners.skyline-tickets.com/login', { waitUntil: 'networkidle0' });
await page.type('input[name="username"]', 'resale_desk_3');
await page.type('input[name="password"]', '«a»', { delay: 40 });
await Promise.all([
  page.waitForNavigation(),
  page.click('button[type="submit"]'),
]);
const events = await page.$$eval('.event-row', rows => rows.map(r => r.dataset.eventId));
`, V{"a": g.pw()}, "https://partners.skyline-tickets.com/login", "resale_desk_3")

	g.add("scrape/crawlee-puppeteer-proxy-configuration", `
import { PuppeteerCrawler, ProxyConfiguration, Dataset } from 'crawlee';

const proxyConfiguration = new ProxyConfiguration({
    proxyUrls: [
        'http://«_u»:«a»@p.webshare.io:80',
        'http://«_u2»:«a»@p.webshare.io:80',
    ],
});

const crawler = new PuppeteerCrawler({
    proxyConfiguration,
    maxRequestsPerCrawl: 500,
    async requestHandler({ request, page, enqueueLinks, log }) {
        log.info(ˋProcessing ${request.url}ˋ);
        await Dataset.pushData({ url: request.url, title: await page.title() });
        await enqueueLinks({ globs: ['https://www.bikeparts-direct.com/category/**'] });
    },
});
await crawler.run(['https://www.bikeparts-direct.com/']);
`, V{"_u": g.s(alLower, 8) + "-rotate", "_u2": g.s(alLower, 8) + "-rotate", "a": g.s(alLowNum, 12)}, "https://www.bikeparts-direct.com/", "maxRequestsPerCrawl: 500")

	g.add("scrape/puppeteer-extra-headers-apikey", `
await page.setExtraHTTPHeaders({
  'x-api-key': '«a»',
  'x-device-id': '«_d»',
  'accept-language': 'de-DE,de;q=0.9',
});
`, V{"a": g.b64u(40), "_d": g.uuid()}, "accept-language': 'de-DE,de;q=0.9")

	g.add("scrape/cdp-get-all-cookies-dump", `
> const { cookies } = await client.send('Network.getAllCookies'); console.table(cookies.map(c => [c.name, c.domain, c.value]))
┌─────────┬──────────────────┬──────────────────────┬──────────────────────────────────────────────┐
│ (index) │        0         │          1           │                      2                       │
├─────────┼──────────────────┼──────────────────────┼──────────────────────────────────────────────┤
│    0    │    '_ga'         │ '.parcelhub.io'      │ 'GA1.1.«_ga»'                                │
│    1    │ 'connect.sid'    │ 'app.parcelhub.io'   │ 's%3A«a»'                                    │
│    2    │ 'XSRF-TOKEN'     │ 'app.parcelhub.io'   │ '«=x»'                                       │
│    3    │ 'remember_token' │ 'app.parcelhub.io'   │ '«b»'                                        │
└─────────┴──────────────────┴──────────────────────┴──────────────────────────────────────────────┘
`, V{"_ga": g.digits(10) + "." + g.scrapeTs(), "a": g.b64u(32) + "." + g.b64u(43), "=x": g.b64u(36), "b": g.hex(20) + "|" + g.hex(64)}, "'app.parcelhub.io'", "Network.getAllCookies")

	g.add("scrape/puppeteer-env-and-screenshot-job", `
$ cat .env
BROWSERLESS_TOKEN=«a»
PROXY_URL=http://user-«_u»-sessionduration-30:«b»@gate.decodo.com:7000
SCREENSHOT_BUCKET=s3://ad-verify-shots
HEADLESS=true
`, V{"a": g.uuid(), "_u": "sp" + g.s(alLowNum, 8), "b": g.an(8) + "~" + g.an(9)}, "gate.decodo.com:7000", "s3://ad-verify-shots")

	g.add("scrape/puppeteer-proxy-creds-in-flag-issue", `
**Describe the bug**
Passing credentials in --proxy-server doesn't work, Chrome fails with net::ERR_NO_SUPPORTED_PROXIES.

**To Reproduce**
ˋˋˋjs
const browser = await puppeteer.launch({
  args: ['--proxy-server=http://«_u»:«a»@«_ip»:8800'],
});
await page.goto('https://example.com');
ˋˋˋ

**Expected behavior** page loads through the proxy

**Environment**
- Puppeteer version: 22.12.1
- Platform / OS version: Ubuntu 22.04
- Node.js version: 20.15.0
`, V{"_u": g.s(alLower, 7) + g.digits(3), "a": g.an(10), "_ip": g.scrapeIP()}, "net::ERR_NO_SUPPORTED_PROXIES", "Puppeteer version: 22.12.1")

	g.scrapeAdd("scrape/chromedp-fetch-auth-challenge", `
	chromedp.ListenTarget(ctx, func(ev interface{}) {
		switch ev := ev.(type) {
		case *fetch.EventAuthRequired:
			go func() {
				_ = chromedp.Run(ctx, fetch.ContinueWithAuth(ev.RequestID, &fetch.AuthChallengeResponse{
					Response: fetch.AuthChallengeResponseResponseProvideCredentials,
					Username: "«_u»",
					Password: "«a»",
				}))
			}()
		case *fetch.EventRequestPaused:
			go func() { _ = chromedp.Run(ctx, fetch.ContinueRequest(ev.RequestID)) }()
		}
	})
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ProxyServer("http://us.smartproxy.com:10000"))
`, V{"_u": "user-sp" + g.s(alLowNum, 8), "a": g.pwStrong()}, "http://us.smartproxy.com:10000", "fetch.AuthChallengeResponseResponseProvideCredentials")

	g.add("scrape/puppeteer-recaptcha-plugin-capsolver", `
const puppeteer = require('puppeteer-extra');
const StealthPlugin = require('puppeteer-extra-plugin-stealth');
const RecaptchaPlugin = require('puppeteer-extra-plugin-recaptcha');

puppeteer.use(StealthPlugin());
puppeteer.use(
  RecaptchaPlugin({
    provider: { id: '2captcha', token: process.env.TWOCAPTCHA_KEY || '«a»' },
    solveInactiveChallenges: true,
  })
);
`, V{"a": g.hex(32)}, "puppeteer-extra-plugin-stealth", "solveInactiveChallenges: true")
}

// ---- Selenium and friends ----

func (g *G) scrapeSelenium() {
	g.add("scrape/selenium-python-send-keys-login", `
from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait
from selenium.webdriver.support import expected_conditions as EC

driver = webdriver.Chrome()
driver.get("https://extranet.alpinehotels-group.com/Account/Login")
driver.find_element(By.ID, "UserName").send_keys("revenue.mgr")
driver.find_element(By.ID, "Password").send_keys("«a»")
driver.find_element(By.CSS_SELECTOR, "input[type=submit]").click()
WebDriverWait(driver, 20).until(EC.presence_of_element_located((By.ID, "rateGrid")))
`, V{"a": g.pw()}, "https://extranet.alpinehotels-group.com/Account/Login", `send_keys("revenue.mgr")`)

	g.add("scrape/seleniumwire-proxy-options", `
from seleniumwire import webdriver

seleniumwire_options = {
    "proxy": {
        "http": "http://«_u»:«a»@residential.geonode.com:9000",
        "https": "http://«_u»:«a»@residential.geonode.com:9000",
        "no_proxy": "localhost,127.0.0.1",
    },
    "verify_ssl": False,
}
driver = webdriver.Chrome(seleniumwire_options=seleniumwire_options)
driver.get("https://www.whatismyip.com/")
for request in driver.requests:
    if request.response:
        print(request.url, request.response.status_code)
`, V{"_u": "geonode_" + g.s(alAlnum, 10), "a": g.uuid()}, "residential.geonode.com:9000", `"no_proxy": "localhost,127.0.0.1"`)

	g.add("scrape/selenium-browserstack-hub-url", `
BS_USER = "priyanair_«_u»"
BS_KEY = "«a»"
driver = webdriver.Remote(
    command_executor=f"https://{BS_USER}:{BS_KEY}@hub-cloud.browserstack.com/wd/hub",
    options=options,
)
`, V{"_u": g.s(alAlnum, 6), "a": g.an(20)}, "hub-cloud.browserstack.com/wd/hub")

	g.add("scrape/selenium-sauce-options", `
options = ChromeOptions()
options.browser_version = "latest"
options.platform_name = "Windows 11"
sauce_options = {
    "username": "oak-qa",
    "accessKey": "«a»",
    "build": "price-monitor-«_b»",
    "name": "competitor catalog scrape",
}
options.set_capability("sauce:options", sauce_options)
driver = webdriver.Remote(command_executor="https://ondemand.eu-central-1.saucelabs.com:443/wd/hub", options=options)
`, V{"a": g.uuid(), "_b": g.digits(4)}, "https://ondemand.eu-central-1.saucelabs.com:443/wd/hub", `"username": "oak-qa"`)

	g.add("scrape/selenium-lambdatest-grid", `
$ export LT_USERNAME=«_u»
$ export LT_ACCESS_KEY=«a»
$ python -m pytest tests/test_scrape_listings.py --grid "https://$LT_USERNAME:$LT_ACCESS_KEY@hub.lambdatest.com/wd/hub"
`, V{"_u": g.s(alLower, 8) + g.digits(2), "a": "LT_" + g.an(47)}, "hub.lambdatest.com/wd/hub", "tests/test_scrape_listings.py")

	g.add("scrape/undetected-chromedriver-proxy-extension", `
# proxy_ext.py — builds a MV3 extension so Chrome can auth to the proxy
manifest_json = """
{
    "version": "1.0.0",
    "manifest_version": 3,
    "name": "Chrome Proxy",
    "permissions": ["proxy", "tabs", "storage", "webRequest", "webRequestAuthProvider"],
    "host_permissions": ["<all_urls>"],
    "background": {"service_worker": "background.js"},
    "minimum_chrome_version": "108"
}
"""

background_js = """
var config = {
    mode: "fixed_servers",
    rules: {
        singleProxy: { scheme: "http", host: "brd.superproxy.io", port: parseInt(33335) },
        bypassList: ["localhost"]
    }
};
chrome.proxy.settings.set({value: config, scope: "regular"}, function() {});
chrome.webRequest.onAuthRequired.addListener(
    function(details) {
        return { authCredentials: { username: "brd-customer-«_cust»-zone-isp_proxy1", password: "«a»" } };
    },
    {urls: ["<all_urls>"]},
    ['blocking']
);
"""
`, V{"_cust": g.scrapeBrdCust(), "a": g.scrapeBrdPw()}, "chrome.webRequest.onAuthRequired.addListener", "webRequestAuthProvider")

	g.add("scrape/selenium-grid-compose", `
# docker-compose.yml
services:
  selenium-hub:
    image: selenium/hub:4.23.0
    ports:
      - "4442:4442"
      - "4443:4443"
      - "4444:4444"
    environment:
      - SE_ROUTER_USERNAME=grid
      - SE_ROUTER_PASSWORD=«a»
  chrome:
    image: selenium/node-chrome:4.23.0
    shm_size: 2gb
    depends_on:
      - selenium-hub
    environment:
      - SE_EVENT_BUS_HOST=selenium-hub
      - SE_EVENT_BUS_PUBLISH_PORT=4442
      - SE_EVENT_BUS_SUBSCRIBE_PORT=4443
      - SE_VNC_PASSWORD=«b»
      - SE_NODE_MAX_SESSIONS=4
`, V{"a": g.pwURL(), "b": g.an(12)}, "selenium/node-chrome:4.23.0", "SE_ROUTER_USERNAME=grid")

	g.add("scrape/selenium-java-sendkeys", `
public class VendorPortalScraper {
    private static final String PORTAL = "https://b2b.ridgeway-tools.com/customer/account/login/";

    public List<Order> fetchOrders(WebDriver driver) {
        driver.get(PORTAL);
        driver.findElement(By.id("email")).sendKeys("purchasing@hartley-build.co.uk");
        driver.findElement(By.id("pass")).sendKeys("«a»");
        driver.findElement(By.id("send2")).click();
        new WebDriverWait(driver, Duration.ofSeconds(15))
            .until(ExpectedConditions.urlContains("/sales/order/history"));
        return parse(driver.findElements(By.cssSelector("table#my-orders-table tbody tr")));
    }
}
`, V{"a": g.pw()}, "purchasing@hartley-build.co.uk", "https://b2b.ridgeway-tools.com/customer/account/login/")

	g.add("scrape/selenium-get-cookies-json", `
>>> import json; print(json.dumps(driver.get_cookies(), indent=1))
[
 {
  "domain": ".classicparts.example",
  "httpOnly": false,
  "name": "_fbp",
  "path": "/",
  "sameSite": "Lax",
  "secure": false,
  "value": "fb.1.«_fbp»"
 },
 {
  "domain": "www.classicparts.example",
  "expiry": «_exp»,
  "httpOnly": true,
  "name": "sessionid",
  "path": "/",
  "sameSite": "Lax",
  "secure": true,
  "value": "«a»"
 },
 {
  "domain": "www.classicparts.example",
  "httpOnly": false,
  "name": "csrftoken",
  "path": "/",
  "sameSite": "Lax",
  "secure": true,
  "value": "«=c»"
 }
]
`, V{"_fbp": g.digits(13) + "." + g.digits(9), "_exp": g.scrapeTs(), "a": g.djangoSession(), "=c": g.an(32)}, `"name": "csrftoken"`, "www.classicparts.example")

	g.add("scrape/selenium-remote-connection-debug", `
DEBUG:selenium.webdriver.remote.remote_connection:POST https://«_u»:«a»@hub-cloud.browserstack.com/wd/hub/session {"capabilities": {"firstMatch": [{}], "alwaysMatch": {"browserName": "chrome", "pageLoadStrategy": "normal", "goog:chromeOptions": {"extensions": [], "args": ["--headless=new"]}, "bstack:options": {"os": "Windows", "osVersion": "11", "sessionName": "scrape-check"}}}}
DEBUG:urllib3.connectionpool:Starting new HTTPS connection (1): hub-cloud.browserstack.com:443
DEBUG:urllib3.connectionpool:https://hub-cloud.browserstack.com:443 "POST /wd/hub/session HTTP/11" 200 0
DEBUG:selenium.webdriver.remote.remote_connection:Remote response: status=200 | data={"value":{"sessionId":"«_sid»","capabilities":{"browserName":"chrome"}}} | headers=HTTPHeaderDict({'Content-Type': 'application/json; charset=utf-8'})
`, V{"_u": g.s(alLower, 6) + "_" + g.s(alAlnum, 6), "a": g.an(20), "_sid": g.hex(40)}, `"sessionName": "scrape-check"`, "hub-cloud.browserstack.com:443")

	g.add("scrape/selenium-ide-side-file", `
{
  "id": "«_id»",
  "version": "2.0",
  "name": "supplier-stock",
  "url": "https://stock.fenwick-wholesale.com",
  "tests": [{
    "id": "«_t»",
    "name": "login and export",
    "commands": [
      { "id": "«_c1»", "command": "open", "target": "/login", "targets": [], "value": "" },
      { "id": "«_c2»", "command": "type", "target": "id=login_user", "targets": [], "value": "warehouse02" },
      { "id": "«_c3»", "command": "type", "target": "id=login_pass", "targets": [], "value": "«a»" },
      { "id": "«_c4»", "command": "click", "target": "css=button.btn-login", "targets": [], "value": "" }
    ]
  }]
}
`, V{"_id": g.uuid(), "_t": g.uuid(), "_c1": g.uuid(), "_c2": g.uuid(), "_c3": g.uuid(), "_c4": g.uuid(), "a": g.pw()}, "https://stock.fenwick-wholesale.com", `"value": "warehouse02"`)

	g.add("scrape/robot-framework-seleniumlibrary", `
*** Settings ***
Library           SeleniumLibrary

*** Variables ***
${URL}            https://intranet.corvid-labs.net/login
${USER}           svc_reporting
${PASSWORD}       «a»

*** Test Cases ***
Download Weekly Timesheets
    Open Browser    ${URL}    headlesschrome
    Input Text      id:username    ${USER}
    Input Password  id:password    ${PASSWORD}
    Click Button    Sign in
    Wait Until Page Contains    Timesheets
`, V{"a": g.pw()}, "https://intranet.corvid-labs.net/login", "svc_reporting")

	g.add("scrape/wdio-conf-saucelabs", `
// wdio.conf.js
exports.config = {
    user: process.env.SAUCE_USERNAME || 'ravi.k',
    key: process.env.SAUCE_ACCESS_KEY || '«a»',
    region: 'us',
    services: ['sauce'],
    specs: ['./test/specs/**/*.js'],
    capabilities: [{ browserName: 'chrome', 'sauce:options': { build: 'nightly-scrape' } }],
    logLevel: 'info',
};
`, V{"a": g.uuid()}, "process.env.SAUCE_USERNAME || 'ravi.k'", "nightly-scrape")
}

// ---- proxies ----

func (g *G) scrapeProxies() {
	cust := g.scrapeBrdCust()
	g.add("scrape/proxies-requests-brightdata-session", `
import random
import requests

session_id = random.randint(100000, 999999)
proxy = f"http://brd-customer-«_cust»-zone-residential_proxy1-country-us-session-{session_id}:«a»@brd.superproxy.io:33335"
proxies = {"http": proxy, "https": proxy}

r = requests.get("https://geo.brdtest.com/welcome.txt?product=resi&method=native", proxies=proxies, timeout=30)
print(r.text)
`, V{"_cust": cust, "a": g.scrapeBrdPw()}, "geo.brdtest.com/welcome.txt", "brd.superproxy.io:33335")

	g.add("scrape/proxies-env-exports", `
$ cat ~/.scraper_env
export HTTP_PROXY="http://«_u»:«a»@dc.oxylabs.io:8000"
export HTTPS_PROXY="$HTTP_PROXY"
export NO_PROXY="localhost,127.0.0.1,.internal,169.254.169.254"
export SCRAPER_CONCURRENCY=24
`, V{"_u": "user-" + g.s(alLower, 6) + "_" + g.s(alAlnum, 5), "a": g.pwStrong()}, "dc.oxylabs.io:8000", "169.254.169.254")

	g.add("scrape/proxies-curl-oxylabs-residential", `
$ curl -x pr.oxylabs.io:7777 -U "customer-«_u»-cc-gb-city-london-sessid-«_s»:«a»" https://ip.oxylabs.io/location
{"ip":"«_ip»","providers":{"ip2location":{"country":"GB","asn":"AS5607","org_name":"Sky UK Limited","city":"London"}}}
`, V{"_u": g.s(alLower, 7), "_s": g.s(alLowNum, 10), "a": g.pw(), "_ip": g.scrapeIP()}, "https://ip.oxylabs.io/location", "Sky UK Limited")

	g.add("scrape/proxies-smartproxy-sticky-fstring", `
def proxy_for(worker: int) -> dict[str, str]:
    # sticky IP per worker for 30 minutes
    user = f"user-sp«_u»-country-us-state-us_texas-session-w{worker}-sessionduration-30"
    url = f"http://{user}:«a»@gate.smartproxy.com:7000"
    return {"http": url, "https": url}
`, V{"_u": g.s(alLowNum, 8), "a": g.an(8) + "+" + g.an(9)}, "gate.smartproxy.com:7000", "sessionduration-30")

	ws := g.s(alLowNum, 12)
	g.add("scrape/proxies-webshare-list-file", `
$ head -5 proxies.txt
«_ip1»:6712:«_u»:«a»
«_ip2»:5398:«_u»:«a»
«_ip3»:6201:«_u»:«a»
«_ip4»:7019:«_u»:«a»
«_ip5»:5844:«_u»:«a»
$ wc -l proxies.txt
100 proxies.txt
`, V{"_ip1": g.scrapeIP(), "_ip2": g.scrapeIP(), "_ip3": g.scrapeIP(), "_ip4": g.scrapeIP(), "_ip5": g.scrapeIP(), "_u": g.s(alLower, 8), "a": ws}, "100 proxies.txt")

	g.add("scrape/proxies-webshare-api-list", `
$ curl -s "https://proxy.webshare.io/api/v2/proxy/list/?mode=direct&page=1&page_size=2" -H "Authorization: Token «a»" | jq .
{
  "count": 10,
  "next": "https://proxy.webshare.io/api/v2/proxy/list/?mode=direct&page=2&page_size=2",
  "previous": null,
  "results": [
    {
      "id": "d-«_id1»",
      "username": "«_u»",
      "password": "«b»",
      "proxy_address": "«_ip1»",
      "port": 6841,
      "valid": true,
      "last_verification": "2024-11-03T09:12:44.101503-08:00",
      "country_code": "US",
      "city_name": "Ashburn",
      "asn_name": "Cogent Communications",
      "asn_number": 174,
      "high_country_confidence": true,
      "created_at": "2024-10-21T11:02:09.418722-07:00"
    }
  ]
}
`, V{"a": g.s(alLowNum, 40), "_id1": g.digits(11), "_u": g.s(alLower, 8), "b": g.s(alLowNum, 12), "_ip1": g.scrapeIP()}, "Cogent Communications", `"country_code": "US"`)

	g.add("scrape/proxies-iproyal-password-suffix", `
PROXY_HOST=geo.iproyal.com
PROXY_PORT=12321
PROXY_USER=«_u»
PROXY_PASS=«a»_country-de_city-berlin_session-«_s»_lifetime-1h
`, V{"_u": g.s(alAlnum, 10), "a": g.an(14), "_s": g.an(8)}, "PROXY_HOST=geo.iproyal.com")

	g.add("scrape/proxies-aiohttp-basicauth", `
async def fetch(session: aiohttp.ClientSession, url: str) -> str:
    async with session.get(
        url,
        proxy="http://proxy.packetstream.io:31112",
        proxy_auth=aiohttp.BasicAuth("«_u»", "«a»_country-UnitedStates"),
        timeout=aiohttp.ClientTimeout(total=40),
    ) as resp:
        resp.raise_for_status()
        return await resp.text()
`, V{"_u": g.s(alLower, 9), "a": g.an(16)}, "http://proxy.packetstream.io:31112", "aiohttp.ClientTimeout(total=40)")

	g.add("scrape/proxies-httpx-client", `
import httpx

PROXY = "http://«_u»-cc-us:«a»@gw.netnut.net:5959"

client = httpx.Client(proxy=PROXY, http2=True, timeout=20.0, headers={"User-Agent": "«_ua»"})
r = client.get("https://www.walmart-clone.test/ip/«_item»")
`, V{"_u": g.s(alLower, 6) + "-res", "a": g.an(12), "_ua": g.scrapeUA(), "_item": g.digits(9)}, "gw.netnut.net:5959", "http2=True")

	g.add("scrape/proxies-axios-proxy-auth", `
const { data } = await axios.get('https://www.tripcompare.test/hotels/search', {
  params: { city: 'Lisbon', checkin: '2024-12-10', nights: 3 },
  proxy: {
    protocol: 'http',
    host: 'premium-residential.geonode.com',
    port: 9000,
    auth: { username: 'geonode_«_u»-type-residential', password: '«a»' },
  },
  timeout: 30000,
});
`, V{"_u": g.s(alAlnum, 10), "a": g.uuid()}, "premium-residential.geonode.com", "city: 'Lisbon'")

	g.add("scrape/proxies-squid-cache-peer", `
# /etc/squid/squid.conf (local forwarder in front of the provider)
http_port 3128
acl scrapers src 10.20.0.0/16
http_access allow scrapers
http_access deny all

cache_peer brd.superproxy.io parent 33335 0 no-query default login=brd-customer-«_cust»-zone-dc_shared:«a» connect-fail-limit=5
never_direct allow all
`, V{"_cust": cust, "a": g.scrapeBrdPw()}, "acl scrapers src 10.20.0.0/16", "never_direct allow all")

	g.add("scrape/proxies-proxychains-conf", `
[ProxyList]
# add proxy here ...
# meanwile
# defaults set to "tor"
#socks4 	127.0.0.1 9050
socks5	«_ip»	1080	«_u»	«a»
http	«_ip2»	8080	«_u»	«a»
`, V{"_ip": g.scrapeIP(), "_ip2": g.scrapeIP(), "_u": "proxyuser" + g.digits(3), "a": g.an(14)}, "[ProxyList]", "#socks4 \t127.0.0.1 9050")

	g.add("scrape/proxies-compose-env", `
services:
  scraper:
    build: .
    restart: unless-stopped
    environment:
      HTTPS_PROXY: http://«_u»:«a»@proxy.apify.com:8000
      APIFY_PROXY_GROUPS: RESIDENTIAL
      DATABASE_URL: postgres://scraper:«b»@db:5432/listings
    depends_on: [db]
`, V{"_u": "groups-RESIDENTIAL,country-FR,session-" + g.scrapeSess(), "a": g.an(25), "b": g.pwURL()}, "APIFY_PROXY_GROUPS: RESIDENTIAL", "restart: unless-stopped")

	u := "spuser" + g.digits(4)
	p := g.an(12)
	g.add("scrape/proxies-curl-verbose-proxy-authorization", `
$ curl -v -x http://gate.smartproxy.com:7000 --proxy-user «_u»:«a» https://ipinfo.io/json
*   Trying 185.246.84.20:7000...
* Connected to gate.smartproxy.com (185.246.84.20) port 7000
* CONNECT tunnel: HTTP/1.1 negotiated
* allocate connect buffer
* Proxy auth using Basic with user '«_u»'
* Establish HTTP proxy tunnel to ipinfo.io:443
> CONNECT ipinfo.io:443 HTTP/1.1
> Host: ipinfo.io:443
> Proxy-Authorization: Basic «b»
> User-Agent: curl/8.5.0
> Proxy-Connection: Keep-Alive
>
< HTTP/1.1 200 Connection established
<
* CONNECT phase completed
`, V{"_u": u, "a": p, "b": scrapeBasic(u, p)}, "Establish HTTP proxy tunnel to ipinfo.io:443", "curl/8.5.0")

	g.add("scrape/proxies-go-transport", `
func newClient() *http.Client {
	proxyURL, _ := url.Parse("http://«_u»:«a»@«_ip»:3128")
	return &http.Client{
		Timeout: 25 * time.Second,
		Transport: &http.Transport{
			Proxy:               http.ProxyURL(proxyURL),
			MaxIdleConnsPerHost: 16,
			TLSHandshakeTimeout: 10 * time.Second,
		},
	}
}
`, V{"_u": "scrape" + g.digits(2), "a": g.pwURL(), "_ip": g.scrapeIP()}, "MaxIdleConnsPerHost: 16", "http.ProxyURL(proxyURL)")

	g.add("scrape/proxies-soax-package-session", `
# soax sticky sessions, one per account we monitor
for acct in accounts:
    sid = hashlib.md5(acct.encode()).hexdigest()[:10]
    proxy = f"http://package-«_pkg»-country-gb-sessionid-{sid}-sessionlength-600:«a»@proxy.soax.com:5000"
`, V{"_pkg": g.digits(6), "a": g.an(16)}, "proxy.soax.com:5000", "sessionlength-600")

	g.add("scrape/proxies-curlrc-wgetrc", `
$ cat ~/.curlrc
proxy = "http://dc.decodo.com:10001"
proxy-user = "«_u»:«a»"
user-agent = "«_ua»"
$ cat ~/.wgetrc
use_proxy = on
https_proxy = http://dc.decodo.com:10001/
proxy_user = «_u»
proxy_password = «a»
`, V{"_u": "sp" + g.s(alLowNum, 8), "a": g.an(10) + "=" + g.an(6), "_ua": g.scrapeUA()}, "dc.decodo.com:10001", "use_proxy = on")

	g.add("scrape/proxies-brightdata-proxy-manager-config", `
$ cat ~/proxy_manager/.luminati.json
{
  "_defaults": {
    "customer": "«_cust»",
    "token": "«a»",
    "www_whitelist_ips": ["«_ip»"],
    "logs": 1000
  },
  "proxies": [
    {
      "port": 24000,
      "zone": "residential_proxy1",
      "password": "«b»",
      "country": "fr",
      "session": true,
      "sticky_ip": true
    },
    {
      "port": 24001,
      "zone": "serp_api1",
      "password": "«c»"
    }
  ]
}
`, V{"_cust": cust, "a": g.hex(64), "_ip": g.scrapeIP(), "b": g.scrapeBrdPw(), "c": g.scrapeBrdPw()}, `"zone": "residential_proxy1"`, `"port": 24000`)
}

// ---- scraping APIs ----

func (g *G) scrapeAPIs() {
	g.add("scrape/api-scrapingbee-curl", `
$ curl "https://app.scrapingbee.com/api/v1/?api_key=«a»&url=https%3A%2F%2Fwww.idealista-demo.com%2Fventa-viviendas%2Fmadrid%2F&render_js=true&premium_proxy=true&country_code=es" -o madrid.html
  % Total    % Received % Xferd  Average Speed   Time    Time     Time  Current
                                 Dload  Upload   Total   Spent    Left  Speed
100  412k  100  412k    0     0  41872      0  0:00:10  0:00:10 --:--:--  101k
`, V{"a": g.scrapeBee()}, "premium_proxy=true&country_code=es", "madrid.html")

	g.add("scrape/api-scrapingbee-python-sdk", `
from scrapingbee import ScrapingBeeClient

client = ScrapingBeeClient(api_key="«a»")
response = client.get(
    "https://www.booking-clone.test/hotel/pt/lisbon-central.html",
    params={
        "block_resources": "false",
        "wait_for": "#hprt-table",
        "js_scenario": {"instructions": [{"click": "#onetrust-accept-btn-handler"}, {"wait": 1000}]},
    },
)
print(response.status_code, response.headers.get("Spb-cost"))
`, V{"a": g.scrapeBee()}, "#onetrust-accept-btn-handler", "Spb-cost")

	g.add("scrape/api-zenrows-requests", `
import requests

url = "https://www.g2.com/products/asana/reviews"
apikey = "«a»"
params = {
    "url": url,
    "apikey": apikey,
    "js_render": "true",
    "premium_proxy": "true",
    "proxy_country": "us",
}
response = requests.get("https://api.zenrows.com/v1/", params=params)
print(response.status_code, response.headers.get("X-Request-Cost"))
`, V{"a": g.hex(40)}, "https://api.zenrows.com/v1/", "X-Request-Cost")

	g.add("scrape/api-zenrows-proxy-mode", `
$ curl -k -x "http://«a»:js_render=true&premium_proxy=true@api.zenrows.com:8001" https://httpbin.io/anything
{
  "args": {},
  "headers": {
    "Accept": ["*/*"],
    "Host": ["httpbin.io"],
    "User-Agent": ["«_ua»"]
  },
  "origin": "«_ip»:0",
  "url": "https://httpbin.io/anything"
}
`, V{"a": g.hex(40), "_ua": g.scrapeUA(), "_ip": g.scrapeIP()}, "api.zenrows.com:8001", "https://httpbin.io/anything")

	g.add("scrape/api-scraperapi-url", `
SCRAPERAPI_KEY = "«a»"

def scraperapi_url(target: str, render: bool = False) -> str:
    payload = {"api_key": SCRAPERAPI_KEY, "url": target, "country_code": "us", "render": str(render).lower()}
    return "http://api.scraperapi.com/?" + urlencode(payload)
`, V{"a": g.hex(32)}, "http://api.scraperapi.com/?", "country_code")

	g.add("scrape/api-scraperapi-proxy-port", `
proxies = {
    "https": "http://scraperapi.device_type=mobile.country_code=us:«a»@proxy-server.scraperapi.com:8001"
}
r = requests.get("https://www.amazon.com/dp/«_asin»", proxies=proxies, verify=False)
`, V{"a": g.hex(32), "_asin": "B0" + g.s(alUpNum, 8)}, "proxy-server.scraperapi.com:8001", "device_type=mobile")

	g.add("scrape/api-apify-cli-auth-json", `
$ apify login -t «a»
Success: You are logged in to Apify as lumen-data!
$ cat ~/.apify/auth.json
{
  "token": "«a»",
  "id": "«_id»",
  "username": "lumen-data",
  "email": "hello@lumen-data.io",
  "proxy": {
    "password": "«b»",
    "groups": [{"name": "RESIDENTIAL", "description": "Residential proxies", "availableCount": 1}]
  },
  "plan": {"id": "STARTER"}
}
`, V{"a": g.scrapeApify(), "_id": g.an(17), "b": g.an(25)}, "hello@lumen-data.io", `"plan": {"id": "STARTER"}`)

	g.add("scrape/api-apify-client-python", `
from apify_client import ApifyClient

client = ApifyClient("«a»")
run_input = {
    "startUrls": [{"url": "https://www.tripadvisor.com/Restaurants-g187147-Paris_Ile_de_France.html"}],
    "maxItemsPerQuery": 200,
    "proxyConfiguration": {"useApifyProxy": True, "apifyProxyGroups": ["RESIDENTIAL"]},
}
run = client.actor("maxcopell/tripadvisor").call(run_input=run_input)
print("Dataset:", f"https://console.apify.com/storage/datasets/{run['defaultDatasetId']}")
for item in client.dataset(run["defaultDatasetId"]).iterate_items():
    print(item["name"], item.get("rating"))
`, V{"a": g.scrapeApify()}, "maxcopell/tripadvisor", "maxItemsPerQuery")

	g.add("scrape/api-zyte-curl-user", `
$ curl https://api.zyte.com/v1/extract \
    --user «a»: \
    --header 'Content-Type: application/json' \
    --data '{"url": "https://books.toscrape.com/catalogue/a-light-in-the-attic_1000/index.html", "product": true}' \
    --compressed | jq '.product | {name, price, availability}'
{
  "name": "A Light in the Attic",
  "price": "51.77",
  "availability": "InStock"
}
`, V{"a": g.hex(32)}, "https://api.zyte.com/v1/extract", "A Light in the Attic")

	g.add("scrape/api-brightdata-unlocker-bearer", `
$ curl https://api.brightdata.com/request \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer «a»" \
  -d '{"zone": "web_unlocker1", "url": "https://www.zillow-demo.com/homedetails/«_z»_zpid/", "format": "raw", "country": "us"}'
`, V{"a": g.hex(64), "_z": g.digits(8)}, "https://api.brightdata.com/request", `"zone": "web_unlocker1"`)

	g.add("scrape/api-oxylabs-realtime-auth-tuple", `
payload = {
    "source": "amazon_search",
    "domain": "de",
    "query": "espresso maschine",
    "start_page": 1,
    "pages": 3,
    "parse": True,
}
response = requests.post(
    "https://realtime.oxylabs.io/v1/queries",
    auth=("«_u»", "«a»"),
    json=payload,
    timeout=180,
)
pprint(response.json()["results"][0]["content"]["results"]["organic"][:3])
`, V{"_u": g.s(alLower, 6) + "_" + g.s(alAlnum, 5), "a": g.pwStrong()}, "https://realtime.oxylabs.io/v1/queries", `"source": "amazon_search"`)

	g.add("scrape/api-serpapi-python", `
from serpapi import GoogleSearch

params = {
  "engine": "google",
  "q": "best trail running shoes 2024",
  "location": "Denver, Colorado, United States",
  "hl": "en",
  "gl": "us",
  "num": "20",
  "api_key": "«a»"
}
search = GoogleSearch(params)
results = search.get_dict()
print(results["search_metadata"]["id"], len(results.get("organic_results", [])))
`, V{"a": g.hex(64)}, "Denver, Colorado, United States", "best trail running shoes 2024")

	g.add("scrape/api-serpapi-curl-metadata", `
$ curl -s "https://serpapi.com/search.json?engine=google_maps&q=coffee+roasters&ll=@45.5152,-122.6784,14z&api_key=«a»" | jq .search_metadata
{
  "id": "«_id»",
  "status": "Success",
  "json_endpoint": "https://serpapi.com/searches/«_h»/«_id».json",
  "created_at": "2024-11-08 17:22:41 UTC",
  "processed_at": "2024-11-08 17:22:41 UTC",
  "google_maps_url": "https://www.google.com/maps/search/coffee+roasters/@45.5152,-122.6784,14z?hl=en",
  "raw_html_file": "https://serpapi.com/searches/«_h»/«_id».html",
  "total_time_taken": 2.41
}
`, V{"a": g.hex(64), "_id": g.hex(24), "_h": g.hex(16)}, `"status": "Success"`, "coffee+roasters")

	g.add("scrape/api-scrapeops-proxy-url", `
def get_scrapeops_url(url):
    payload = {'api_key': '«a»', 'url': url, 'bypass': 'cloudflare_level_1', 'country': 'us'}
    proxy_url = 'https://proxy.scrapeops.io/v1/?' + urlencode(payload)
    return proxy_url
`, V{"a": g.uuid()}, "https://proxy.scrapeops.io/v1/?", "cloudflare_level_1")

	g.add("scrape/api-crawlbase-token", `
$ cat config/crawlbase.yml
normal_token: «a»
javascript_token: «b»
storage: true
$ curl "https://api.crawlbase.com/?token=«a»&url=https%3A%2F%2Fwww.etsy.com%2Fsearch%3Fq%3Dceramic%2Bmugs"
`, V{"a": g.s(alAlnum+"_-", 22), "b": g.s(alAlnum+"_-", 22)}, "storage: true", "https://api.crawlbase.com/?token=")

	g.add("scrape/api-firecrawl-sdk", `
from firecrawl import FirecrawlApp

app = FirecrawlApp(api_key="«a»")
crawl_status = app.crawl_url(
    "https://docs.stripe.com/payments",
    params={"limit": 100, "scrapeOptions": {"formats": ["markdown", "html"]}},
    poll_interval=30,
)
print(crawl_status["status"], crawl_status["completed"], "/", crawl_status["total"])
`, V{"a": "fc-" + g.hex(32)}, "https://docs.stripe.com/payments", "poll_interval=30")

	g.add("scrape/api-scrapfly-env-and-call", `
$ export SCRAPFLY_KEY=«a»
$ node scrape.mjs
[scrapfly] GET https://www.instagram.com/natgeo/ asp=true render_js=true country=us
[scrapfly] result status=200 cost=25 log_url=https://scrapfly.io/dashboard/monitoring/log/«_log»
`, V{"a": "scp-live-" + g.hex(32), "_log": g.s(alUpNum, 26)}, "asp=true render_js=true country=us")

	g.add("scrape/api-browserless-rest-content", `
$ curl -X POST "https://production-lon.browserless.io/content?token=«a»" \
  -H 'Content-Type: application/json' \
  -d '{"url": "https://www.rightmove-demo.co.uk/properties/«_p»", "gotoOptions": {"waitUntil": "networkidle2"}}' > property.html
`, V{"a": g.s(alAlnum, 48), "_p": g.digits(9)}, "production-lon.browserless.io", `"waitUntil": "networkidle2"`)

	g.add("scrape/api-mcp-config-scrapers", `
$ cat ~/Library/Application\ Support/Claude/claude_desktop_config.json
{
  "mcpServers": {
    "firecrawl-mcp": {
      "command": "npx",
      "args": ["-y", "firecrawl-mcp"],
      "env": { "FIRECRAWL_API_KEY": "«a»" }
    },
    "brightdata": {
      "command": "npx",
      "args": ["@brightdata/mcp"],
      "env": { "API_TOKEN": "«b»", "WEB_UNLOCKER_ZONE": "mcp_unlocker" }
    },
    "apify": {
      "command": "npx",
      "args": ["-y", "@apify/actors-mcp-server", "--actors", "apify/rag-web-browser"],
      "env": { "APIFY_TOKEN": "«c»" }
    }
  }
}
`, V{"a": "fc-" + g.hex(32), "b": g.hex(64), "c": g.scrapeApify()}, "@apify/actors-mcp-server", `"WEB_UNLOCKER_ZONE": "mcp_unlocker"`)

	g.add("scrape/api-diffbot-article", `
$ http GET "https://api.diffbot.com/v3/article?token=«a»&url=https://www.theverge.com/2024/10/1/ai-search" | jq '.objects[0] | {title, date, siteName}'
{
  "title": "AI search engines are changing the web",
  "date": "Tue, 01 Oct 2024 14:00:00 GMT",
  "siteName": "The Verge"
}
`, V{"a": g.hex(32)}, "https://api.diffbot.com/v3/article?token=", `"siteName": "The Verge"`)

	g.add("scrape/api-jina-reader-bearer", `
$ curl https://r.jina.ai/https://blog.cloudflare.com/ai-labyrinth/ \
    -H "Authorization: Bearer «a»" \
    -H "X-Return-Format: markdown" \
    -H "X-With-Links-Summary: true" | head -5
Title: Trapping misbehaving bots in an AI Labyrinth

URL Source: https://blog.cloudflare.com/ai-labyrinth/

Markdown Content:
`, V{"a": "jina_" + g.hex(32) + g.s(alAlnum+"_", 28)}, "Trapping misbehaving bots in an AI Labyrinth", "X-Return-Format: markdown")

	g.scrapeAdd("scrape/api-gha-workflow-scheduled-scrape", `
# .github/workflows/scrape.yml
name: nightly scrape
on:
  schedule:
    - cron: "17 3 * * *"
  workflow_dispatch:
jobs:
  scrape:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with: { python-version: "3.12" }
      - run: pip install -r requirements.txt
      - run: python scrape.py --out data/latest.csv
        env:
          SCRAPINGBEE_API_KEY: ${{ secrets.SCRAPINGBEE_API_KEY }}
          # TODO move to secrets, hardcoded while testing
          PROXY_URL: http://«_u»:«a»@p.webshare.io:80
      - run: |
          git config user.name "github-actions[bot]"
          git add data/ && git commit -m "data: nightly $(date -u +%F)" && git push
`, V{"_u": g.s(alLower, 8) + "-rotate", "a": g.s(alLowNum, 12)}, "${{ secrets.SCRAPINGBEE_API_KEY }}", `cron: "17 3 * * *"`)

	g.add("scrape/api-oxylabs-web-unblocker-curl", `
$ curl -k -v -x https://unblock.oxylabs.io:60000 -U '«_u»:«a»' -H 'x-oxylabs-geo-location: Germany' -H 'x-oxylabs-render: html' 'https://www.mediamarkt-demo.de/de/product/_apple-airpods-pro-«_p».html' -o airpods.html 2> curl.err
$ grep -i '^< x-oxylabs' curl.err
< x-oxylabs-job-id: «_job»
< x-oxylabs-session-id: «_sess»
`, V{"_u": g.s(alLower, 6) + "_" + g.s(alAlnum, 5), "a": g.pwStrong(), "_p": g.digits(7), "_job": g.digits(19), "_sess": g.digits(19)}, "https://unblock.oxylabs.io:60000", "x-oxylabs-geo-location: Germany")

	g.add("scrape/api-zyte-smart-proxy-curl", `
$ curl -U «a»: -x proxy.crawlera.com:8011 --cacert ~/zyte-ca.crt -H 'X-Crawlera-Profile: desktop' -H 'X-Crawlera-Cookies: disable' https://www.funda-demo.nl/koop/amsterdam/ -sI | grep -i x-crawlera
X-Crawlera-Slave: «_slave»
X-Crawlera-Version: 1.124.0-ec4cb8
`, V{"a": g.hex(32), "_slave": g.digits(3) + ":" + g.scrapeIP()}, "proxy.crawlera.com:8011", "X-Crawlera-Profile: desktop")

	g.add("scrape/api-apify-proxy-python-url", `
from apify import Actor

async def main() -> None:
    async with Actor:
        # local runs: the SDK reads APIFY_PROXY_PASSWORD from the env, here it is inlined while debugging
        proxy_url = "http://groups-SHADER,session-«_s»:«a»@proxy.apify.com:8000"
        async with httpx.AsyncClient(proxy=proxy_url) as client:
            r = await client.get("https://api.apify.com/v2/browser-info")
            Actor.log.info(r.json()["clientIp"])
`, V{"_s": g.scrapeSess(), "a": g.an(25)}, "https://api.apify.com/v2/browser-info", "APIFY_PROXY_PASSWORD")

	g.add("scrape/api-brightdata-serp-proxy", `
$ curl -i --proxy brd.superproxy.io:33335 --proxy-user brd-customer-«_cust»-zone-serp_api1:«a» -k "https://www.google.com/search?q=pizza+near+me&gl=it&hl=it&brd_json=1"
HTTP/1.1 200 OK
x-luminati-ip: «_ip»
x-brd-request-id: «_rid»
`, V{"_cust": g.scrapeBrdCust(), "a": g.scrapeBrdPw(), "_ip": g.scrapeIP(), "_rid": g.hex(32)}, "brd_json=1", "zone-serp_api1")
}

// ---- captcha solvers and verifiers ----

func (g *G) scrapeCaptcha() {
	g.add("scrape/captcha-2captcha-python-solver", `
from twocaptcha import TwoCaptcha

solver = TwoCaptcha("«a»", defaultTimeout=120, pollingInterval=5)

result = solver.recaptcha(
    sitekey="«_sk»",
    url="https://www.ticketdesk-demo.com/checkout",
    invisible=1,
)
token = result["code"]
`, V{"a": g.hex(32), "_sk": g.scrapeSiteKey()}, "https://www.ticketdesk-demo.com/checkout", "pollingInterval=5")

	g.add("scrape/captcha-2captcha-in-php-log", `
2024-11-12 10:04:17,552 DEBUG urllib3.connectionpool https://2captcha.com:443 "GET /in.php?key=«a»&method=userrecaptcha&googlekey=«_sk»&pageurl=https%3A%2F%2Fportal.cityparking-demo.gov%2Fpermits&json=1 HTTP/1.1" 200 40
2024-11-12 10:04:17,553 INFO solver captcha submitted, id=«_id»
2024-11-12 10:04:37,901 DEBUG urllib3.connectionpool https://2captcha.com:443 "GET /res.php?key=«a»&action=get&id=«_id»&json=1 HTTP/1.1" 200 31
2024-11-12 10:04:37,902 INFO solver CAPCHA_NOT_READY, retrying in 5s
`, V{"a": g.hex(32), "_sk": g.scrapeSiteKey(), "_id": g.digits(11)}, "CAPCHA_NOT_READY, retrying in 5s", "portal.cityparking-demo.gov")

	g.add("scrape/captcha-anticaptcha-createtask", `
POST https://api.anti-captcha.com/createTask
Content-Type: application/json

{
    "clientKey": "«a»",
    "task": {
        "type": "RecaptchaV2TaskProxyless",
        "websiteURL": "https://visa-appointments.example.gov/schedule",
        "websiteKey": "«_sk»",
        "isInvisible": false
    },
    "softId": 0
}

HTTP/1.1 200 OK
{"errorId":0,"taskId":«_t»}
`, V{"a": g.hex(32), "_sk": g.scrapeSiteKey(), "_t": g.digits(10)}, "RecaptchaV2TaskProxyless", "https://visa-appointments.example.gov/schedule")

	g.add("scrape/captcha-capsolver-task-with-proxy", `
payload = {
    "clientKey": "«a»",
    "task": {
        "type": "AntiTurnstileTask",
        "websiteURL": "https://dash.shopwave-demo.io/login",
        "websiteKey": "0x4AAAAAAA«_tk»",
        "proxy": "http:«_ip»:7000:«_u»:«b»",
    },
}
res = requests.post("https://api.capsolver.com/createTask", json=payload).json()
task_id = res.get("taskId")
`, V{"a": g.scrapeCap(), "_tk": g.b64u(14), "_ip": g.scrapeIP(), "_u": "sp" + g.s(alLowNum, 8), "b": g.an(14)}, "https://api.capsolver.com/createTask", "AntiTurnstileTask")

	g.add("scrape/captcha-capmonster-cloud", `
const { CapMonsterCloudClientFactory, ClientOptions, RecaptchaV3ProxylessRequest } = require('@zennolab_com/capmonstercloud-client');

const cmcClient = CapMonsterCloudClientFactory.Create(new ClientOptions({ clientKey: '«a»' }));
const req = new RecaptchaV3ProxylessRequest({
  websiteURL: 'https://www.rentcars-demo.com/',
  websiteKey: '«_sk»',
  minScore: 0.7,
  pageAction: 'search',
});
console.log(await cmcClient.Solve(req));
`, V{"a": g.hex(32), "_sk": g.scrapeSiteKey()}, "https://www.rentcars-demo.com/", "capmonstercloud-client")

	g.add("scrape/captcha-deathbycaptcha-client", `
import deathbycaptcha

client = deathbycaptcha.SocketClient("kw_scraping", "«a»")
client.is_verbose = True
print("Your balance is %s US cents" % client.get_balance())
captcha = client.decode("captcha.png", 60)
`, V{"a": g.pw()}, `deathbycaptcha.SocketClient("kw_scraping"`, "US cents")

	g.add("scrape/captcha-django-recaptcha-settings", `
# settings/production.py
INSTALLED_APPS += ["django_recaptcha"]

RECAPTCHA_PUBLIC_KEY = "«_pub»"
RECAPTCHA_PRIVATE_KEY = "«a»"
RECAPTCHA_REQUIRED_SCORE = 0.6
SILENCED_SYSTEM_CHECKS = ["django_recaptcha.recaptcha_test_key_error"]
`, V{"_pub": g.scrapeSiteKey(), "a": g.scrapeSiteKey()}, "RECAPTCHA_REQUIRED_SCORE = 0.6", "django_recaptcha.recaptcha_test_key_error")

	g.add("scrape/captcha-hcaptcha-siteverify-curl", `
$ curl -s https://api.hcaptcha.com/siteverify \
    -d "secret=«a»" \
    -d "response=«=r»" \
    -d "sitekey=«_sk»"
{"success":false,"error-codes":["invalid-input-response"],"sitekey":"«_sk»"}
`, V{"a": g.scrapeHcSecret(), "=r": "P1_" + g.b64u(120), "_sk": g.uuid()}, "invalid-input-response", "https://api.hcaptcha.com/siteverify")

	g.add("scrape/captcha-turnstile-siteverify-worker", `
// functions/api/contact.ts (Cloudflare Pages)
const TURNSTILE_SECRET = "0x4AAAAAAA«a»";

export const onRequestPost: PagesFunction = async ({ request }) => {
  const form = await request.formData();
  const body = new FormData();
  body.append("secret", TURNSTILE_SECRET);
  body.append("response", String(form.get("cf-turnstile-response")));
  body.append("remoteip", request.headers.get("CF-Connecting-IP") ?? "");
  const r = await fetch("https://challenges.cloudflare.com/turnstile/v0/siteverify", { method: "POST", body });
  const outcome = await r.json<{ success: boolean }>();
  return outcome.success ? new Response("ok") : new Response("captcha failed", { status: 403 });
};
`, V{"a": g.b64u(23)}, "cf-turnstile-response", "https://challenges.cloudflare.com/turnstile/v0/siteverify")

	g.add("scrape/captcha-2captcha-balance", `
$ curl "https://2captcha.com/res.php?key=«a»&action=getbalance&json=1"
{"status":1,"request":"3.84512"}
$ curl "https://api.2captcha.com/getBalance" -d '{"clientKey":"«a»"}'
{"errorId":0,"balance":3.84512}
`, V{"a": g.hex(32)}, `"request":"3.84512"`)

	g.add("scrape/captcha-2captcha-result-token", `
>>> r = requests.get("http://2captcha.com/res.php", params={"key": API_KEY, "action": "get", "id": "«_id»"})
>>> r.text[:120]
'OK|«=tok»'
>>> API_KEY
'«a»'
`, V{"_id": g.digits(11), "=tok": "03AFcWeA" + g.b64u(112), "a": g.hex(32)}, `"action": "get"`)

	g.add("scrape/captcha-capsolver-extension-config", `
// assets/config.js  (CapSolver browser extension, loaded by the Puppeteer profile)
export const defaultConfig = {
  apiKey: '«a»',
  appId: '',
  useCapsolver: true,
  manualSolving: false,
  solvedCallback: 'captchaSolvedCallback',
  useProxy: false,
  enabledForRecaptcha: true,
  enabledForRecaptchaV3: true,
  enabledForHCaptcha: true,
  enabledForCloudflare: true,
  reCaptchaMode: 'token',
  hCaptchaMode: 'click',
};
`, V{"a": g.scrapeCap()}, "captchaSolvedCallback", "enabledForCloudflare: true")

	g.add("scrape/captcha-page-source-sitekeys-benign", `
$ curl -s https://www.parkpass-demo.com/register | grep -E 'sitekey|captcha|csrf'
    <script src="https://www.google.com/recaptcha/api.js?render=«_k1»" async defer></script>
    <input type="hidden" name="csrfmiddlewaretoken" value="«=csrf»">
    <div class="g-recaptcha" data-sitekey="«_k2»" data-callback="onSubmit" data-size="invisible"></div>
    <div class="h-captcha" data-sitekey="«_hk»" data-theme="dark"></div>
    <textarea id="g-recaptcha-response" name="g-recaptcha-response" class="g-recaptcha-response" style="display: none;"></textarea>
`, V{"_k1": g.scrapeSiteKey(), "=csrf": g.an(64), "_k2": g.scrapeSiteKey(), "_hk": g.uuid()}, "csrfmiddlewaretoken", "g-recaptcha-response", "https://www.google.com/recaptcha/api.js?render=")

	g.add("scrape/captcha-hcaptcha-env-pair", `
HCAPTCHA_SITEKEY=«_sk»
HCAPTCHA_SECRET=ES_«a»
`, V{"_sk": g.uuid(), "a": g.hex(32)}, "HCAPTCHA_SITEKEY=")
}

// ---- cookies ----

func (g *G) scrapeCookies() {
	g.add("scrape/cookies-netscape-youtube", `
$ cat cookies.txt
# Netscape HTTP Cookie File
# http://curl.haxx.se/rfc/cookie_spec.html
# This is a generated file!  Do not edit.

.youtube.com	TRUE	/	TRUE	«_e1»	PREF	f6=40000000&tz=Europe.Berlin
.youtube.com	TRUE	/	TRUE	«_e1»	VISITOR_INFO1_LIVE	«=v»
.youtube.com	TRUE	/	FALSE	«_e1»	HSID	«a»
.youtube.com	TRUE	/	TRUE	«_e1»	SSID	«b»
.youtube.com	TRUE	/	TRUE	«_e1»	SAPISID	«c»
.youtube.com	TRUE	/	TRUE	«_e1»	__Secure-3PAPISID	«c»
.youtube.com	TRUE	/	TRUE	«_e1»	__Secure-3PSID	«d»
.youtube.com	TRUE	/	TRUE	«_e1»	LOGIN_INFO	«e»
$ yt-dlp --cookies cookies.txt -f 'bv*+ba' "https://www.youtube.com/playlist?list=PL«_pl»"
`, V{"_e1": g.scrapeTs(), "=v": g.b64u(11), "a": g.an(17), "b": g.an(17), "c": g.scrapeSAPISID(), "d": g.scrapeGSID(), "e": "AFmmF2swRQIhA" + g.b64u(120) + ":QUQ3MjNm" + g.b64u(60), "_pl": g.b64u(32)}, "f6=40000000&tz=Europe.Berlin", "# This is a generated file!  Do not edit.")

	g.add("scrape/cookies-ytdlp-from-browser-login", `
$ yt-dlp --cookies-from-browser firefox:default-release --list-formats "https://vimeo.com/showcase/«_sc»"
Extracting cookies from firefox
Extracted 1874 cookies from firefox
[vimeo:showcase] Extracting URL: https://vimeo.com/showcase/«_sc»
$ yt-dlp -u ops@bayline-media.com -p '«a»' --write-subs "https://www.patreon.com/posts/«_post»"
`, V{"_sc": g.digits(8), "a": g.pw(), "_post": g.digits(9)}, "Extracted 1874 cookies from firefox", "ops@bayline-media.com")

	g.add("scrape/cookies-curl-cookie-jar-file", `
$ curl -s -c jar.txt -d 'user=archivist&pass=«a»' https://wiki.oldtown-history.org/index.php?action=login > /dev/null
$ cat jar.txt
# Netscape HTTP Cookie File
# https://curl.se/docs/http-cookies.html
# This file was generated by libcurl! Edit at your own risk.

#HttpOnly_wiki.oldtown-history.org	FALSE	/	TRUE	0	wikidb_session	«b»
wiki.oldtown-history.org	FALSE	/	TRUE	«_e»	wikidbUserID	«_uid»
wiki.oldtown-history.org	FALSE	/	TRUE	«_e»	wikidbUserName	Archivist
#HttpOnly_wiki.oldtown-history.org	FALSE	/	TRUE	«_e»	wikidbToken	«c»
`, V{"a": g.pw(), "b": g.s(alLowNum, 32), "_e": g.scrapeTs(), "_uid": g.digits(3), "c": g.hex(32)}, "This file was generated by libcurl! Edit at your own risk.", "wikidbUserName\tArchivist")

	g.add("scrape/cookies-linkedin-requests-dict", `
cookies = {
    "li_at": "«a»",
    "JSESSIONID": '"ajax:«=j»"',
    "lang": "v=2&lang=en-us",
    "bcookie": '"v=2&«_bc»"',
}
headers = {
    "csrf-token": "ajax:«=j»",
    "x-restli-protocol-version": "2.0.0",
    "user-agent": "«_ua»",
}
r = requests.get("https://www.linkedin.com/voyager/api/identity/profiles/ada-lovelace-«_p»/profileView", cookies=cookies, headers=headers)
`, V{"a": g.scrapeLiAt(), "=j": g.digits(19), "_bc": g.uuid(), "_ua": g.scrapeUA(), "_p": g.hex(6)}, "x-restli-protocol-version", `"lang": "v=2&lang=en-us"`)

	g.add("scrape/cookies-instagram-sessionid", `
import instaloader

L = instaloader.Instaloader(download_videos=False, save_metadata=True)
L.context._session.cookies.set("sessionid", "«a»", domain=".instagram.com")
L.context._session.cookies.set("ds_user_id", "«_uid»", domain=".instagram.com")
L.context._session.cookies.set("csrftoken", "«=c»", domain=".instagram.com")
L.context.username = "moodboard.archive"
profile = instaloader.Profile.from_username(L.context, "natgeo")
`, V{"a": g.scrapeIGSession(), "_uid": g.digits(11), "=c": g.an(32)}, "moodboard.archive", "download_videos=False")

	g.add("scrape/cookies-twitter-auth-token-ct0", `
$ cat accounts.txt
# username:password:email:email_password:ct0:auth_token
scout_«_h1»:«a»:scout.«_h1»@proton.me:«b»:«=ct0»:«c»
$ twscrape add_accounts accounts.txt username:password:email:email_password:ct0:auth_token
2024-10-21 12:01:44.118 | INFO     | twscrape.accounts_pool:add_account:83 - Account scout_«_h1» added successfully (active=False)
$ twscrape login_accounts
2024-10-21 12:01:51.402 | INFO     | twscrape.accounts_pool:login_all:177 - Logging in to 1 accounts
`, V{"_h1": g.s(alLowNum, 6), "a": g.pw(), "b": g.pwStrong(), "=ct0": g.hex(160), "c": g.hex(40)}, "twscrape.accounts_pool:add_account:83", "# username:password:email:email_password:ct0:auth_token")

	g.add("scrape/cookies-browser-cookie3-repr", `
>>> import browser_cookie3
>>> cj = browser_cookie3.chrome(domain_name="portal.meridian-freight.com")
>>> list(cj)
[Cookie(version=0, name='ASP.NET_SessionId', value='«a»', port=None, port_specified=False, domain='portal.meridian-freight.com', domain_specified=True, domain_initial_dot=False, path='/', path_specified=True, secure=True, expires=None, discard=True, comment=None, comment_url=None, rest={'HTTPOnly': ''}, rfc2109=False), Cookie(version=0, name='.ASPXAUTH', value='«b»', port=None, port_specified=False, domain='portal.meridian-freight.com', domain_specified=True, domain_initial_dot=False, path='/', path_specified=True, secure=True, expires=None, discard=True, comment=None, comment_url=None, rest={'HTTPOnly': ''}, rfc2109=False)]
`, V{"a": g.s(alLowNum, 24), "b": g.s(alHexU, 288)}, "ASP.NET_SessionId", "browser_cookie3.chrome(domain_name=\"portal.meridian-freight.com\")")

	g.add("scrape/cookies-editthiscookie-export", `
[
{
    "domain": ".reddit.com",
    "expirationDate": «_e».593113,
    "hostOnly": false,
    "httpOnly": true,
    "name": "reddit_session",
    "path": "/",
    "sameSite": "unspecified",
    "secure": true,
    "session": false,
    "storeId": "0",
    "value": "«a»",
    "id": 1
},
{
    "domain": ".reddit.com",
    "hostOnly": false,
    "httpOnly": false,
    "name": "loid",
    "path": "/",
    "sameSite": "no_restriction",
    "secure": true,
    "session": false,
    "storeId": "0",
    "value": "«_loid»",
    "id": 2
}
]
`, V{"_e": g.scrapeTs(), "a": g.jwt("RS256", fmt.Sprintf(`{"sub":"t2_%s","exp":%s,"iat":%s,"jti":"%s","cid":"coOXl4p7tD5hKYhB6w","lid":"t2_%s","aid":"t2_%s","lca":%s,"scp":"eJxkkdGOgyAQRf-FZ-KCY6_yaKDyTq-ngFRQvY","flo":2}`, g.s(alLowNum, 10), g.scrapeTs(), g.scrapeTs(), g.b64u(27), g.s(alLowNum, 10), g.s(alLowNum, 10), g.scrapeTs()+"000")), "_loid": "0000000000" + g.s(alLowNum, 10) + ".2.1" + g.digits(12) + ".Z0FBQUFBQm" + g.b64u(40)}, `"name": "loid"`, `"storeId": "0"`)

	g.add("scrape/cookies-chrome-sqlite-encrypted-benign", `
$ sqlite3 ~/.config/google-chrome/Default/Cookies "select host_key, name, hex(encrypted_value), datetime(expires_utc/1000000-11644473600,'unixepoch') from cookies where host_key like '%figma.com' limit 3"
.figma.com|__Host-figma.did|7631309A«_e1»|2025-11-02 08:14:51
www.figma.com|figma.authn|7631309A«_e2»|2025-02-01 08:14:51
.figma.com|_gcl_au|7631309A«_e3»|2025-01-31 08:14:51
`, V{"_e1": g.s(alHexU, 96), "_e2": g.s(alHexU, 160), "_e3": g.s(alHexU, 64)}, "hex(encrypted_value)", "figma.authn")

	g.add("scrape/cookies-scrapy-cookies-debug", `
2024-08-29 19:22:03 [scrapy.downloadermiddlewares.cookies] DEBUG: Sending cookies to: <GET https://members.climbing-gyms.test/account/bookings>
Cookie: _gid=GA1.2.«_gid»; laravel_session=«a»; XSRF-TOKEN=«=x»

2024-08-29 19:22:04 [scrapy.downloadermiddlewares.cookies] DEBUG: Received cookies from: <200 https://members.climbing-gyms.test/account/bookings>
Set-Cookie: laravel_session=«b»; expires=Thu, 29 Aug 2024 21:22:04 GMT; Max-Age=7200; path=/; secure; httponly; samesite=lax

2024-08-29 19:22:04 [scrapy.core.engine] DEBUG: Crawled (200) <GET https://members.climbing-gyms.test/account/bookings> (referer: https://members.climbing-gyms.test/login)
`, V{"_gid": g.digits(9) + "." + g.scrapeTs(), "a": "eyJpdiI6I" + g.b64(150)[:200], "=x": "eyJpdiI6I" + g.b64(120)[:160], "b": "eyJpdiI6I" + g.b64(150)[:200]}, "[scrapy.downloadermiddlewares.cookies] DEBUG: Received cookies from:", "members.climbing-gyms.test/login")

	g.add("scrape/cookies-facebook-cookie-header", `
FB_COOKIE = "datr=«_datr»; sb=«_sb»; c_user=«_cu»; xs=«a»; fr=«b»; wd=1512x857"

headers = {"cookie": FB_COOKIE, "sec-fetch-site": "same-origin", "user-agent": UA}
resp = session.get("https://www.facebook.com/marketplace/seattle/search?query=kayak", headers=headers)
`, V{"_datr": g.b64u(24), "_sb": g.b64u(24), "_cu": "1000" + g.digits(11), "a": g.digits(2) + "%3A" + g.b64u(14) + "%3A2%3A" + g.scrapeTs() + "%3A-1%3A" + g.digits(4), "b": "1" + g.b64u(22) + "." + g.b64u(30) + ".BnF" + g.b64u(8)}, "marketplace/seattle/search?query=kayak", "wd=1512x857")

	g.add("scrape/cookies-flaresolverr-cf-clearance", `
$ curl -s -L -X POST http://localhost:8191/v1 -H "Content-Type: application/json" -d '{"cmd": "request.get", "url": "https://www.nowsecure-demo.nl", "maxTimeout": 60000}' | jq '.solution | {status, userAgent, cookies: [.cookies[] | {name, value}]}'
{
  "status": 200,
  "userAgent": "«_ua»",
  "cookies": [
    {
      "name": "cf_clearance",
      "value": "«a»"
    },
    {
      "name": "__cflb",
      "value": "«=lb»"
    }
  ]
}
`, V{"_ua": g.scrapeUA(), "a": g.scrapeCfClearance(), "=lb": "02DiuFA" + g.an(40)}, "http://localhost:8191/v1", `"cmd": "request.get"`)

	g.add("scrape/cookies-tiktok-sessionid-ytdlp-conf", `
$ cat ~/.config/yt-dlp/config
--output "~/archive/%(uploader)s/%(upload_date)s-%(id)s.%(ext)s"
--add-header "Cookie:sessionid=«a»; tt_csrf_token=«=c»; msToken=«=m»"
--download-archive ~/archive/done.txt
--sleep-requests 1.5
`, V{"a": g.hex(32), "=c": g.b64u(12) + "-" + g.b64u(24), "=m": g.b64u(148)}, "--download-archive ~/archive/done.txt", "--sleep-requests 1.5")

	g.add("scrape/cookies-copy-as-curl-bash", `
curl 'https://seller.etsy-demo.com/api/v3/shops/«_shop»/listings?state=active&limit=100' \
  -H 'accept: application/json' \
  -H 'accept-language: en-US,en;q=0.9' \
  -H 'cookie: uaid=«_uaid»; user_prefs=«_prefs»; session-key-www=«a»; session-key-apex=«a»; _ga=GA1.1.«_ga»; datadome=«b»' \
  -H 'priority: u=1, i' \
  -H 'referer: https://seller.etsy-demo.com/your/shops/me/tools/listings' \
  -H 'sec-ch-ua: "Chromium";v="128", "Not;A=Brand";v="24", "Google Chrome";v="128"' \
  -H 'user-agent: «_ua»' \
  -H 'x-csrf-token: «=x»'
`, V{"_shop": g.digits(8), "_uaid": g.b64u(32), "_prefs": g.b64u(40), "a": g.digits(9) + "-" + g.digits(16) + "-" + g.hex(64) + "|" + g.scrapeTs(), "_ga": g.digits(10) + "." + g.scrapeTs(), "b": g.b64u(120), "_ua": g.scrapeUA(), "=x": "3:" + g.scrapeTs() + ":" + g.hex(32)}, "priority: u=1, i", `sec-ch-ua: "Chromium";v="128"`)

	g.add("scrape/cookies-requests-session-pickle", `
>>> import pickle, requests
>>> s = requests.Session()
>>> s.cookies.update(pickle.load(open("session.pkl", "rb")))
>>> s.cookies.get_dict()
{'_shopify_y': '«_y»', '_secure_customer_sig': '«a»', 'cart': '«=cart»', 'localization': 'GB'}
`, V{"_y": g.uuid(), "a": g.hex(32), "=cart": "Z2NwLWV1cm9wZS13ZXN0MTo" + g.b64u(30)}, "'localization': 'GB'", "session.pkl")
}

// ---- HAR files ----

func (g *G) scrapeHAR() {
	g.add("scrape/har-login-post-form", `
$ jq '.log.entries[] | select(.request.method == "POST") | .request | {url, postData}' portal.har
{
  "url": "https://portal.coastal-water.org/auth/login",
  "postData": {
    "mimeType": "application/x-www-form-urlencoded",
    "text": "_token=«=csrf»&email=billing%40harborview-hoa.org&password=«a»&remember=on",
    "params": [
      { "name": "_token", "value": "«=csrf»" },
      { "name": "email", "value": "billing%40harborview-hoa.org" },
      { "name": "password", "value": "«a»" },
      { "name": "remember", "value": "on" }
    ]
  }
}
`, V{"=csrf": g.an(40), "a": g.pwURL()}, "https://portal.coastal-water.org/auth/login", "billing%40harborview-hoa.org")

	g.add("scrape/har-request-headers-bearer", `
{
  "log": {
    "version": "1.2",
    "creator": { "name": "WebInspector", "version": "537.36" },
    "pages": [{ "startedDateTime": "2024-11-14T09:31:02.118Z", "id": "page_1", "title": "Fleet | Tracklane", "pageTimings": { "onContentLoad": 812.4, "onLoad": 1640.9 } }],
    "entries": [
      {
        "_initiator": { "type": "script" },
        "_priority": "High",
        "_resourceType": "fetch",
        "pageref": "page_1",
        "request": {
          "method": "GET",
          "url": "https://api.tracklane.io/v3/vehicles?fleet=«_fleet»&include=positions",
          "httpVersion": "http/2.0",
          "headers": [
            { "name": ":authority", "value": "api.tracklane.io" },
            { "name": "authorization", "value": "Bearer «a»" },
            { "name": "x-tenant-id", "value": "«_tenant»" }
          ],
          "queryString": [
            { "name": "fleet", "value": "«_fleet»" },
            { "name": "include", "value": "positions" }
          ],
          "cookies": [],
          "headersSize": -1,
          "bodySize": 0
        },
        "response": {
          "status": 200,
          "statusText": "",
          "httpVersion": "http/2.0",
          "headers": [
            { "name": "x-request-id", "value": "«_rid»" },
            { "name": "etag", "value": "W/\"«_etag»\"" }
          ]
        }
      }
    ]
  }
}
`, V{"_fleet": g.digits(5), "a": g.userJWT(), "_tenant": g.uuid(), "_rid": g.uuid(), "_etag": g.hex(16) + "-" + g.b64u(27)}, `"title": "Fleet | Tracklane"`, "api.tracklane.io")

	g.add("scrape/har-response-set-cookie", `
        "response": {
          "status": 302,
          "statusText": "Found",
          "httpVersion": "HTTP/1.1",
          "headers": [
            { "name": "Location", "value": "/dashboard" },
            { "name": "Set-Cookie", "value": "_rails_session=«a»; path=/; secure; HttpOnly; SameSite=Lax" },
            { "name": "X-Runtime", "value": "0.184223" },
            { "name": "X-Request-Id", "value": "«_rid»" }
          ],
          "cookies": [
            { "name": "_rails_session", "value": "«a»", "path": "/", "httpOnly": true, "secure": true }
          ],
          "content": { "size": 0, "mimeType": "text/html" },
          "redirectURL": "/dashboard"
        },
`, V{"a": g.b64(180) + "--" + g.hex(40), "_rid": g.uuid()}, `"X-Runtime", "value": "0.184223"`)

	g.add("scrape/har-querystring-apikey", `
          "queryString": [
            { "name": "q", "value": "used%20tesla%20model%203" },
            { "name": "radius", "value": "50" },
            { "name": "zip", "value": "94107" },
            { "name": "api_key", "value": "«a»" },
            { "name": "_rid", "value": "«_rid»" }
          ],
`, V{"a": g.an(32), "_rid": g.hex(16)}, "used%20tesla%20model%203")

	g.add("scrape/har-playwright-record", `
$ python -c "import json;h=json.load(open('run.har'));print(json.dumps(h['log']['creator']));print(json.dumps(h['log']['entries'][3]['request']['cookies'],indent=1))"
{"name": "Playwright", "version": "1.47.2"}
[
 {
  "name": "__Host-next-auth.csrf-token",
  "value": "«=c»"
 },
 {
  "name": "__Secure-next-auth.callback-url",
  "value": "https%3A%2F%2Fapp.linkdrop.io%2Fdashboard"
 },
 {
  "name": "__Secure-next-auth.session-token",
  "value": "«a»"
 }
]
`, V{"=c": g.hex(64) + "%7C" + g.hex(64), "a": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + g.b64u(22) + "." + g.b64u(240) + "." + g.b64u(22)}, `{"name": "Playwright", "version": "1.47.2"}`, "https%3A%2F%2Fapp.linkdrop.io%2Fdashboard")

	g.add("scrape/har-jq-cookie-headers", `
$ jq -r '.log.entries[].request.headers[] | select(.name|ascii_downcase=="cookie") | .value' shop.har | sort -u | head -3
_ga=GA1.1.«_ga»; _ga_«_gm»=GS1.1.«_gs»; PHPSESSID=«a»
_ga=GA1.1.«_ga»; cf_clearance=«b»; PHPSESSID=«a»
`, V{"_ga": g.digits(10) + "." + g.scrapeTs(), "_gm": g.s(alUpNum, 10), "_gs": g.scrapeTs() + ".3.1." + g.scrapeTs() + ".0.0.0", "a": g.s(alLowNum, 26), "b": g.scrapeCfClearance()}, "ascii_downcase==\"cookie\"")

	g.add("scrape/har-charles-graphql-body", `
{
  "startedDateTime": "2024-10-30T16:44:12.903+01:00",
  "time": 221,
  "request": {
    "method": "POST",
    "url": "https://gql.marketplace-demo.app/graphql",
    "httpVersion": "HTTP/1.1",
    "headers": [
      { "name": "apollographql-client-name", "value": "ios-app" },
      { "name": "apollographql-client-version", "value": "7.31.0-1184" }
    ],
    "postData": {
      "mimeType": "application/json",
      "text": "{\"operationName\":\"RefreshSession\",\"variables\":{\"refreshToken\":\"«a»\",\"deviceId\":\"«_dev»\"},\"query\":\"mutation RefreshSession($refreshToken: String!, $deviceId: ID!) { refreshSession(refreshToken: $refreshToken, deviceId: $deviceId) { accessToken expiresIn } }\"}"
    }
  },
  "comment": "Charles Proxy 4.6.7"
}
`, V{"a": "rt_" + g.b64u(64), "_dev": g.uuid()}, "apollographql-client-version", "Charles Proxy 4.6.7")

	g.add("scrape/har-to-curl-output", `
$ npx har-to-curl api.har --index 12
curl -X POST 'https://api.rentwise-demo.com/v1/applications/«_app»/documents' \
  -H 'Authorization: Token «a»' \
  -H 'Content-Type: application/json' \
  -H 'X-Request-Id: «_rid»' \
  --data-raw '{"type":"payslip","filename":"2024-10.pdf"}'
`, V{"_app": g.digits(7), "a": g.hex(40), "_rid": g.uuid()}, `"filename":"2024-10.pdf"`, "npx har-to-curl api.har --index 12")

	u, p := "ops-"+g.s(alLower, 5), g.an(14)
	g.add("scrape/har-fiddler-proxy-authorization", `
          "headers": [
            { "name": "Host", "value": "www.fareboard-demo.com:443" },
            { "name": "Proxy-Connection", "value": "keep-alive" },
            { "name": "Proxy-Authorization", "value": "Basic «a»" },
            { "name": "User-Agent", "value": "«_ua»" }
          ],
          "comment": "CONNECT tunnel via corp egress proxy (Fiddler Everywhere 5.17)"
`, V{"a": scrapeBasic(u, p), "_ua": g.scrapeUA()}, "Fiddler Everywhere 5.17", "www.fareboard-demo.com:443")

	g.add("scrape/har-sanitized-benign", `
$ har-sanitize --scrub cookie,authorization,set-cookie in.har > out.har && jq '.log.entries[0].request.headers' out.har
[
  { "name": "accept", "value": "application/json" },
  { "name": "authorization", "value": "[REDACTED]" },
  { "name": "cookie", "value": "[REDACTED]" },
  { "name": "x-amzn-trace-id", "value": "Root=1-«_t1»-«_t2»" },
  { "name": "if-none-match", "value": "\"«_etag»\"" }
]
`, V{"_t1": g.hex(8), "_t2": g.hex(24), "_etag": g.hex(32)}, "har-sanitize --scrub cookie,authorization,set-cookie")
}

// ---- saved sessions ----

func (g *G) scrapeSessions() {
	g.add("scrape/session-gallery-dl-config", `
$ cat ~/.config/gallery-dl/config.json
{
    "extractor": {
        "base-directory": "~/Pictures/gallery-dl/",
        "reddit": {
            "client-id": "«_cid»",
            "refresh-token": "«a»"
        },
        "pixiv": {
            "refresh-token": "«b»"
        },
        "deviantart": {
            "client-id": "«_da»",
            "client-secret": "«c»"
        },
        "twitter": {
            "cookies": {"auth_token": "«d»"}
        },
        "instagram": {
            "username": "reflib.arch",
            "password": "«e»"
        }
    }
}
`, V{"_cid": g.b64u(22), "a": g.digits(13) + "-" + g.b64u(30), "b": g.b64u(43), "_da": g.digits(5), "c": g.hex(32), "d": g.hex(40), "e": g.pw()}, "~/Pictures/gallery-dl/", `"username": "reflib.arch"`)

	g.add("scrape/session-instaloader-login", `
$ instaloader --login=ceramics.studio.kyoto --sessionfile ./ig.session --fast-update profile kinfolk
Enter Instagram password for ceramics.studio.kyoto: 
Logged in as ceramics.studio.kyoto.
Saved session to ./ig.session.
$ grep -n login scripts/backup.py
14:L.login("ceramics.studio.kyoto", "«a»")  # TODO use load_session_from_file
`, V{"a": g.pw()}, "Saved session to ./ig.session.", "ceramics.studio.kyoto")

	g.add("scrape/session-localstorage-dump", `
> JSON.stringify(localStorage, null, 1)
'{
 "i18nextLng": "en",
 "amplitude_unsent_«_amp»": "[]",
 "persist:root": "{\"auth\":\"{\\\"accessToken\\\":\\\"«a»\\\",\\\"refreshToken\\\":\\\"«b»\\\",\\\"userId\\\":«_uid»}\",\"_persist\":\"{\\\"version\\\":-1,\\\"rehydrated\\\":true}\"}",
 "theme": "dark"
}'
`, V{"_amp": g.hex(6), "a": g.userJWT(), "b": g.hex(64), "_uid": g.digits(6)}, `"i18nextLng": "en"`)

	g.add("scrape/session-msal-sessionstorage", `
> Object.keys(sessionStorage).filter(k => k.includes("refreshtoken") || k.includes("accesstoken"))
['«_oid».«_tid»-login.windows.net-refreshtoken-«_cid»----', '«_oid».«_tid»-login.windows.net-accesstoken-«_cid»-«_tid»-user.read mail.read--']
> JSON.parse(sessionStorage.getItem(_[0])).secret
'«a»'
`, V{"_oid": g.uuid(), "_tid": g.uuid(), "_cid": g.uuid(), "a": "1.AQ" + g.b64u(20) + "AA." + g.b64u(300)}, "login.windows.net-refreshtoken")

	g.add("scrape/session-telethon-string-session", `
$ python export_session.py
Please enter your phone (or bot token): +4915112345678
Please enter the code you received: 48213
Signed in successfully as Channel Archiver; remember to not break the ToS or you will risk an account ban!
Your session string (store it in TG_SESSION):
«a»
`, V{"a": "1BJWap1s" + g.b64u(340) + "="}, "Signed in successfully as Channel Archiver", "TG_SESSION")

	g.add("scrape/session-pyrogram-env", `
# .env for the channel scraper
API_ID=«_id»
API_HASH=«a»
SESSION_STRING=«b»
TARGET_CHANNELS=@crypto_signals_eu,@deals_de
`, V{"_id": g.digits(8), "a": g.hex(32), "b": "BQ" + g.b64u(350)}, "TARGET_CHANNELS=@crypto_signals_eu,@deals_de")

	g.add("scrape/session-discord-token-localstorage", `
# grabbed with: (webpackChunkdiscord_app.push([[''],{},e=>{m=[];for(let c in e.c)m.push(e.c[c])}]),m).find(m=>m?.exports?.default?.getToken!==void 0).exports.default.getToken()
DISCORD_USER_TOKEN="«a»"
GUILD_ID=«_g»
CHANNEL_IDS=«_c1»,«_c2»
`, V{"a": g.discordBot(), "_g": g.digits(18), "_c1": g.digits(18), "_c2": g.digits(18)}, "webpackChunkdiscord_app")

	g.add("scrape/session-git-diff-auth-state", `
$ git show --stat HEAD
commit «_sha»
Author: Tomás Ferreira <tomas@ferreira.dev>
Date:   Mon Nov 4 21:07:33 2024 +0000

    e2e: cache login state

 playwright/.auth/admin.json | 21 +++++++++++++++++++++
 1 file changed, 21 insertions(+)
$ git show HEAD -- playwright/.auth/admin.json | sed -n '12,16p'
+      "name": "sid",
+      "value": "«a»",
+      "domain": "admin.routewise.pt",
`, V{"_sha": g.gitSHA(), "a": "s%3A" + g.b64u(32) + "." + g.b64u(43)}, "Tomás Ferreira <tomas@ferreira.dev>", "admin.routewise.pt")

	g.add("scrape/session-crawlee-session-pool-state", `
$ jq '.sessions[0]' storage/key_value_stores/default/SDK_SESSION_POOL_STATE.json
{
  "id": "session_«_sid»",
  "cookieJar": {
    "version": "tough-cookie@4.1.4",
    "storeType": "MemoryCookieStore",
    "rejectPublicSuffixes": true,
    "cookies": [
      {
        "key": "auth_session",
        "value": "«a»",
        "domain": "jobs.hirelane-demo.com",
        "path": "/",
        "secure": true,
        "httpOnly": true,
        "hostOnly": true,
        "creation": "2024-11-09T07:55:21.340Z"
      }
    ]
  },
  "userData": {},
  "maxErrorScore": 3,
  "errorScore": 0,
  "usageCount": 14,
  "maxUsageCount": 50
}
`, V{"_sid": g.s(alAlnum, 10), "a": g.hex(48)}, "tough-cookie@4.1.4", "jobs.hirelane-demo.com")

	g.add("scrape/session-apify-kv-input", `
$ cat storage/key_value_stores/default/INPUT.json
{
  "startUrls": [{ "url": "https://www.linkedin.com/company/openai/jobs/" }],
  "cookie": [
    { "name": "li_at", "value": "«a»", "domain": ".www.linkedin.com" },
    { "name": "JSESSIONID", "value": "\"ajax:«=j»\"", "domain": ".www.linkedin.com" }
  ],
  "proxy": { "useApifyProxy": true, "apifyProxyGroups": ["RESIDENTIAL"], "apifyProxyCountry": "US" },
  "maxItems": 300
}
`, V{"a": g.scrapeLiAt(), "=j": g.digits(19)}, "https://www.linkedin.com/company/openai/jobs/", `"maxItems": 300`)

	g.add("scrape/session-login-data-encrypted-benign", `
$ sqlite3 "Login Data" "select origin_url, username_value, length(password_value), hex(substr(password_value,1,16)) from logins limit 3"
https://accounts.google.com/signin/v2/challenge/pwd|m.kowalski.dev@gmail.com|39|7631303A«_e1»
https://github.com/session|mkowalski|35|7631303A«_e2»
https://portal.azure.com/|m.kowalski@contoso-dev.onmicrosoft.com|47|7631303A«_e3»
`, V{"_e1": g.s(alHexU, 24), "_e2": g.s(alHexU, 24), "_e3": g.s(alHexU, 24)}, "m.kowalski.dev@gmail.com", "https://github.com/session|mkowalski")
}

// ---- login form POST bodies ----

func (g *G) scrapeForms() {
	g.add("scrape/form-django-login-body", `
POST /accounts/login/?next=/reports/ HTTP/1.1
Host: analytics.grainline-coffee.com
Content-Type: application/x-www-form-urlencoded
Cookie: csrftoken=«=c»
Referer: https://analytics.grainline-coffee.com/accounts/login/?next=/reports/
Content-Length: 141

csrfmiddlewaretoken=«=m»&username=roastery-ops&password=«a»&next=%2Freports%2F
`, V{"=c": g.an(32), "=m": g.an(64), "a": g.pwURL()}, "analytics.grainline-coffee.com", "username=roastery-ops")

	g.add("scrape/form-wordpress-wp-login", `
$ curl -s -c wp.jar -b wp.jar -o /dev/null -w '%{http_code} %{redirect_url}\n' \
    --data-urlencode 'log=editor_anna' \
    --data-urlencode 'pwd=«a»' \
    -d 'wp-submit=Log+In&redirect_to=https%3A%2F%2Fblog.saltmarsh-kitchen.com%2Fwp-admin%2F&testcookie=1' \
    -H 'Cookie: wordpress_test_cookie=WP%20Cookie%20check' \
    https://blog.saltmarsh-kitchen.com/wp-login.php
302 https://blog.saltmarsh-kitchen.com/wp-admin/
`, V{"a": g.pw()}, "log=editor_anna", "https://blog.saltmarsh-kitchen.com/wp-login.php")

	g.add("scrape/form-aspnet-viewstate-login", `
data = {
    "__EVENTTARGET": "",
    "__EVENTARGUMENT": "",
    "__VIEWSTATE": "«_vs»",
    "__VIEWSTATEGENERATOR": "C2EE9ABB",
    "__EVENTVALIDATION": "«_ev»",
    "ctl00$MainContent$txtUserName": "permits.clerk",
    "ctl00$MainContent$txtPassword": "«a»",
    "ctl00$MainContent$btnLogin": "Sign In",
}
r = s.post("https://eservices.riverbend-county.gov/Login.aspx", data=data)
`, V{"_vs": "/wEPDwUKLTQ" + g.b64(240), "_ev": "/wEdAAV" + g.b64(90), "a": g.pw()}, "ctl00$MainContent$txtUserName", "https://eservices.riverbend-county.gov/Login.aspx", "C2EE9ABB")

	g.add("scrape/form-requests-session-login", `
LOGIN = "https://www.auction-archive.test/users/sign_in"

with requests.Session() as s:
    page = s.get(LOGIN)
    token = BeautifulSoup(page.text, "html.parser").select_one("input[name=authenticity_token]")["value"]
    resp = s.post(LOGIN, data={
        "authenticity_token": token,
        "user[email]": "lots@brightwater-antiques.co.uk",
        "user[password]": "«a»",
        "user[remember_me]": "1",
        "commit": "Log in",
    })
    resp.raise_for_status()
`, V{"a": g.pw()}, "lots@brightwater-antiques.co.uk", "input[name=authenticity_token]")

	g.add("scrape/form-json-login-curl-token", `
$ curl -s https://api.cardmarket-demo.eu/v2/auth/login -H 'content-type: application/json' \
    -d '{"email":"inventory@deckbox-traders.de","password":"«a»","device":"scraper-01"}'
{"token":"«b»","refresh_token":"«c»","expires_in":3600,"user":{"id":«_uid»,"role":"seller"}}
`, V{"a": g.pwStrong(), "b": g.userJWT(), "c": g.hex(64), "_uid": g.digits(6)}, "inventory@deckbox-traders.de", `"device":"scraper-01"`)

	g.add("scrape/form-mechanicalsoup", `
import mechanicalsoup

browser = mechanicalsoup.StatefulBrowser(user_agent="LibraryCatalogBot/0.3 (+mailto:it@westfield-library.org)")
browser.open("https://opac.westfield-library.org/patron/login")
browser.select_form('form[action="/patron/login"]')
browser["barcode"] = "21907004418211"
browser["pin"] = "«a»"
browser.submit_selected()
`, V{"a": g.digits(8)}, "LibraryCatalogBot/0.3 (+mailto:it@westfield-library.org)", `browser["barcode"] = "21907004418211"`)

	g.add("scrape/form-ruby-mechanize", `
agent = Mechanize.new { |a| a.user_agent_alias = 'Mac Safari' }
page = agent.get('https://members.harbourclub-sailing.org/login')
form = page.form_with(id: 'new_member')
form['member[email]'] = 'race.officer@harbourclub-sailing.org'
form['member[password]'] = '«a»'
dashboard = agent.submit(form, form.buttons.first)
`, V{"a": g.pw()}, "race.officer@harbourclub-sailing.org", "user_agent_alias = 'Mac Safari'")

	g.add("scrape/form-colly-post-login", `
	c := colly.NewCollector(colly.AllowedDomains("forum.fpv-builders.net"))
	err := c.Post("https://forum.fpv-builders.net/ucp.php?mode=login", map[string]string{
		"username":  "quadarchive",
		"password":  "«a»",
		"autologin": "on",
		"login":     "Login",
		"sid":       "«_sid»",
	})
	if err != nil {
		log.Fatal(err)
	}
`, V{"a": g.pw(), "_sid": g.hex(32)}, "forum.fpv-builders.net", `"username":  "quadarchive"`)

	g.add("scrape/form-php-browserkit", `
$browser = new HttpBrowser(HttpClient::create());
$crawler = $browser->request('GET', 'https://extranet.coopmarche-demo.fr/login');
$form = $crawler->selectButton('Connexion')->form();
$form['_username'] = 'achats.lyon';
$form['_password'] = '«a»';
$crawler = $browser->submit($form);
`, V{"a": g.pw()}, "https://extranet.coopmarche-demo.fr/login", "achats.lyon")

	g.add("scrape/form-oauth-password-grant", `
$ curl -s -X POST https://auth.fleetcore-demo.io/oauth/token \
  -d grant_type=password \
  -d client_id=scraper-cli \
  -d client_secret=«a» \
  -d username=telemetry-export \
  -d password=«b» \
  -d scope="vehicles:read trips:read"
{"access_token":"«c»","token_type":"Bearer","expires_in":1800,"scope":"vehicles:read trips:read"}
`, V{"a": g.an(40), "b": g.pwURL(), "c": g.userJWT()}, "client_id=scraper-cli", "username=telemetry-export")

	g.add("scrape/form-keycloak-authenticate", `
POST https://sso.univ-demo.edu/realms/students/login-actions/authenticate?session_code=«=sc»&execution=«_ex»&client_id=moodle&tab_id=«_tab» HTTP/1.1
Content-Type: application/x-www-form-urlencoded

username=s2311874&password=«a»&credentialId=
`, V{"=sc": g.b64u(43), "_ex": g.uuid(), "_tab": g.b64u(11), "a": g.pwURL()}, "username=s2311874", "client_id=moodle")

	g.add("scrape/form-mitmproxy-flow-view", `
Flow Details
2024-11-10 22:41:07 POST https://www.ticketbay-demo.com/api/session
                          ── 200 application/json 412b 318ms
Request                                                                      
Host:            www.ticketbay-demo.com
content-type:    application/x-www-form-urlencoded
user-agent:      «_ua»
URLEncoded form                                                              
login:           resell.hub.22
password:        «a»
captcha_token:   «=cap»
`, V{"_ua": g.scrapeUA(), "a": g.pw(), "=cap": "03AFcWeA" + g.b64u(90)}, "resell.hub.22", "URLEncoded form")

	g.add("scrape/form-html-hidden-fields-benign", `
<form method="post" action="/session" class="login-form">
  <input type="hidden" name="authenticity_token" value="«=t»" autocomplete="off">
  <input type="hidden" name="timestamp" value="«_ts»">
  <input type="hidden" name="timestamp_secret" value="«=ts»">
  <label for="login_field">Username or email address</label>
  <input type="text" name="login" id="login_field" autocapitalize="off" autocorrect="off" autocomplete="username">
  <label for="password">Password</label>
  <input type="password" name="password" id="password" autocomplete="current-password">
  <input type="submit" name="commit" value="Sign in" data-disable-with="Signing in…">
</form>
`, V{"=t": g.b64u(86), "_ts": g.scrapeTs() + "123", "=ts": g.hex(64)}, `autocomplete="current-password"`, "name=\"authenticity_token\"")
}

// ---- crawler logs ----

func (g *G) scrapeLogs() {
	g.add("scrape/log-crawlee-proxy-error", `
INFO  PlaywrightCrawler: Starting the crawler.
INFO  PlaywrightCrawler:Statistics: PlaywrightCrawler request statistics: {"requestAvgFailedDurationMillis":null,"requestAvgFinishedDurationMillis":null,"requestsFinishedPerMinute":0,"requestsFailedPerMinute":0,"requestTotalDurationMillis":0,"requestsTotal":0,"crawlerRuntimeMillis":60012,"retryHistogram":[]}
WARN  PlaywrightCrawler: Reclaiming failed request back to the list or queue. page.goto: net::ERR_PROXY_CONNECTION_FAILED at https://www.hotelprices-demo.com/en/berlin
Call log:
  - navigating to "https://www.hotelprices-demo.com/en/berlin", waiting until "load"
 {"id":"«_rid»","url":"https://www.hotelprices-demo.com/en/berlin","retryCount":1,"proxyUrl":"http://«_u»:«a»@«_ip»:6540"}
`, V{"_rid": g.s(alAlnum, 15), "_u": g.s(alLower, 8), "a": g.s(alLowNum, 12), "_ip": g.scrapeIP()}, "net::ERR_PROXY_CONNECTION_FAILED", `"retryCount":1`)

	g.add("scrape/log-python-traceback-source-line", `
Traceback (most recent call last):
  File "/opt/scrapers/flights/run.py", line 88, in <module>
    main()
  File "/opt/scrapers/flights/run.py", line 71, in main
    r = requests.get(url, proxies={"https": "http://lum-customer-«_cust»-zone-static:«a»@zproxy.lum-superproxy.io:22225"}, timeout=20)
  File "/opt/scrapers/.venv/lib/python3.10/site-packages/requests/api.py", line 73, in get
    return request("get", url, params=params, **kwargs)
  File "/opt/scrapers/.venv/lib/python3.10/site-packages/requests/adapters.py", line 694, in send
    raise ProxyError(e, request=request)
requests.exceptions.ProxyError: HTTPSConnectionPool(host='www.flightdeals-demo.com', port=443): Max retries exceeded with url: /search?from=LIS&to=BCN (Caused by ProxyError('Unable to connect to proxy', OSError('Tunnel connection failed: 407 Proxy Authentication Required')))
`, V{"_cust": g.scrapeBrdCust(), "a": g.scrapeBrdPw()}, "407 Proxy Authentication Required", "/opt/scrapers/flights/run.py")

	u, p := "crawler", g.pwURL()
	g.add("scrape/log-wget-debug-proxy", `
$ wget -d -e use_proxy=yes -e https_proxy=http://«_u»:«a»@egress.corp-proxy.internal:3128 https://data.gov-demo.uk/datasets/road-traffic.csv
DEBUG output created by Wget 1.21.2 on linux-gnu.

Reading HSTS entries from /home/analyst/.wget-hsts
URI encoding = 'UTF-8'
--2024-11-11 09:02:13--  https://data.gov-demo.uk/datasets/road-traffic.csv
Resolving egress.corp-proxy.internal (egress.corp-proxy.internal)... 10.8.0.12
Connecting to egress.corp-proxy.internal (egress.corp-proxy.internal)|10.8.0.12|:3128... connected.
Created socket 3.
Releasing 0x000055d0c3e3a2b0 (new refcount 1).

---request begin---
CONNECT data.gov-demo.uk:443 HTTP/1.1
User-Agent: Wget/1.21.2
Host: data.gov-demo.uk:443
Proxy-Authorization: Basic «b»

---request end---
proxy responded with: [HTTP/1.1 200 Connection established]
`, V{"_u": u, "a": p, "b": scrapeBasic(u, p)}, "DEBUG output created by Wget 1.21.2 on linux-gnu.", "egress.corp-proxy.internal")

	g.add("scrape/log-scrapy-crawled-api-url", `
2024-09-03 02:14:55 [scrapy.core.engine] DEBUG: Crawled (200) <GET http://api.scraperapi.com/?api_key=«a»&url=https%3A%2F%2Fwww.homedepot-demo.com%2Fp%2F«_sku»&country_code=us> (referer: None)
2024-09-03 02:14:55 [scrapy.core.scraper] DEBUG: Scraped from <200 http://api.scraperapi.com/?api_key=«a»&url=https%3A%2F%2Fwww.homedepot-demo.com%2Fp%2F«_sku»&country_code=us>
{'sku': '«_sku»', 'title': 'RIDGID 18V Brushless Drill', 'price': 129.0, 'in_stock': True}
`, V{"a": g.hex(32), "_sku": g.digits(9)}, "RIDGID 18V Brushless Drill", "[scrapy.core.scraper] DEBUG: Scraped from")

	g.add("scrape/log-colly-debugger", `
[000001] 1 [     1 - request] map["url":"https://api.propdata-demo.com/v1/listings?city=porto&page=1&access_token=«a»"] (0s)
[000002] 1 [     1 - responseHeaders] map["status":"OK" "url":"https://api.propdata-demo.com/v1/listings?city=porto&page=1&access_token=«a»"] (412.883ms)
[000003] 1 [     1 - response] map["status":"OK" "url":"https://api.propdata-demo.com/v1/listings?city=porto&page=1&access_token=«a»"] (413.102ms)
[000004] 1 [     1 - scraped] map["url":"https://api.propdata-demo.com/v1/listings?city=porto&page=1&access_token=«a»"] (413.9ms)
`, V{"a": g.b64u(48)}, "1 - responseHeaders", "city=porto&page=1")

	g.add("scrape/log-apify-actor-run", `
2024-11-06T14:22:08.913Z ACTOR: Pulling Docker image of build «_build» from repository.
2024-11-06T14:22:10.004Z ACTOR: Creating Docker container.
2024-11-06T14:22:10.771Z ACTOR: Starting Docker container.
2024-11-06T14:22:12.118Z INFO  System info {"apifyVersion":"3.2.6","apifyClientVersion":"2.9.7","crawleeVersion":"3.11.5","osType":"Linux","nodeVersion":"v20.17.0"}
2024-11-06T14:22:12.203Z Input: {"startUrls":[{"url":"https://app.leadgrid-demo.com/export"}],"login":{"email":"growth@orbit-saas.io","password":"«a»"},"maxPages":50}
2024-11-06T14:22:12.451Z INFO  CheerioCrawler: Starting the crawler.
`, V{"_build": g.an(17), "a": g.pw()}, `"crawleeVersion":"3.11.5"`, "growth@orbit-saas.io")

	g.scrapeAdd("scrape/log-gha-masked-and-urlencoded", `
Run python scrape.py --pages 40
  python scrape.py --pages 40
  shell: /usr/bin/bash -e {0}
  env:
    SCRAPINGBEE_API_KEY: ***
    pythonLocation: /opt/hostedtoolcache/Python/3.12.7/x64
2024-11-02 03:17:44 INFO fetching page 1 via https://app.scrapingbee.com/api/v1/?api_key=***&url=https%3A%2F%2Fwww.autotrader-demo.co.uk%2Fcar-search%3Fpage%3D1
2024-11-02 03:17:51 WARNING retrying with fallback key https%3A%2F%2Fapp.scrapingbee.com%2Fapi%2Fv1%2F%3Fapi_key%3D«a»
`, V{"a": g.scrapeBee()}, "SCRAPINGBEE_API_KEY: ***", "/opt/hostedtoolcache/Python/3.12.7/x64")

	g.add("scrape/log-node-fetch-error-zenrows", `
FetchError: request to https://api.zenrows.com/v1/?apikey=«a»&url=https%3A%2F%2Fwww.idealo-demo.de%2Fpreisvergleich%2FOffersOfProduct%2F«_p»&js_render=true failed, reason: socket hang up
    at ClientRequest.<anonymous> (/srv/price-bot/node_modules/node-fetch/lib/index.js:1501:11)
    at ClientRequest.emit (node:events:519:28)
    at TLSSocket.socketOnEnd (node:_http_client:524:9) {
  type: 'system',
  errno: 'ECONNRESET',
  code: 'ECONNRESET'
}
`, V{"a": g.hex(40), "_p": g.digits(7)}, "/srv/price-bot/node_modules/node-fetch/lib/index.js:1501:11", "errno: 'ECONNRESET'")

	g.add("scrape/log-nutch-site-xml-proxy", `
<configuration>
  <property>
    <name>http.agent.name</name>
    <value>ResearchCrawler</value>
  </property>
  <property>
    <name>http.proxy.host</name>
    <value>proxy.uni-campus.de</value>
  </property>
  <property>
    <name>http.proxy.port</name>
    <value>8080</value>
  </property>
  <property>
    <name>http.proxy.username</name>
    <value>hiwi-crawl</value>
  </property>
  <property>
    <name>http.proxy.password</name>
    <value>«a»</value>
  </property>
</configuration>
`, V{"a": g.pw()}, "proxy.uni-campus.de", "<value>hiwi-crawl</value>")

	g.add("scrape/log-journald-config-dump", `
$ journalctl -u price-scraper.service --since today | head -6
Nov 12 06:00:01 scrape-02 systemd[1]: Started price-scraper.service - Competitor price scraper.
Nov 12 06:00:02 scrape-02 python[48211]: 2024-11-12 06:00:02 INFO loaded config: {'workers': 8, 'proxy': 'http://«_u»:«a»@gate.nodemaven.com:8080', 'db': 'postgresql://prices:«b»@10.1.4.7:5432/prices', 'sentry_dsn': None}
Nov 12 06:00:02 scrape-02 python[48211]: 2024-11-12 06:00:02 INFO starting 8 workers
Nov 12 06:00:09 scrape-02 python[48211]: 2024-11-12 06:00:09 INFO worker-3 fetched 120 products from shop 'bergfreunde-demo'
`, V{"_u": g.s(alLower, 6) + "_" + g.s(alLower, 5) + "-country-de-sid-" + g.s(alLowNum, 10), "a": g.an(16), "b": g.pwURL()}, "price-scraper.service - Competitor price scraper", "'workers': 8")

	g.add("scrape/log-flaresolverr-incoming-request", `
flaresolverr  | 2024-11-08 11:40:13 INFO     Incoming request => POST /v1 body: {'cmd': 'request.get', 'url': 'https://www.kleinanzeigen-demo.de/s-fahrraeder/c217', 'maxTimeout': 60000, 'proxy': {'url': 'http://«_ip»:12323', 'username': '«_u»', 'password': '«a»'}}
flaresolverr  | 2024-11-08 11:40:21 INFO     Challenge solved!
flaresolverr  | 2024-11-08 11:40:21 INFO     Response in 8.014 s
`, V{"_ip": g.scrapeIP(), "_u": "14a" + g.hex(9), "a": g.hex(10)}, "Challenge solved!", "'maxTimeout': 60000")

	g.add("scrape/log-pm2-debug-print", `
$ pm2 logs portal-scraper --lines 5
[TAILING] Tailing last 5 lines for [portal-scraper] process (change the value with --lines option)
/home/deploy/.pm2/logs/portal-scraper-out.log last 5 lines:
0|portal-s | [login] trying user=dispatch.north pass=«a»
0|portal-s | [login] failed: 401 Unauthorized (attempt 2/3)
0|portal-s | [login] ok, session cookie sid=«b»
0|portal-s | [crawl] 38 loads fetched from /api/loads?status=open
`, V{"a": g.pw(), "b": g.b64u(32)}, "user=dispatch.north", "[portal-scraper] process")

	g.add("scrape/log-scrapy-stats-dump-benign", `
2024-09-17 09:02:44 [scrapy.statscollectors] INFO: Dumping Scrapy stats:
{'downloader/request_bytes': 1489226,
 'downloader/request_count': 4212,
 'downloader/request_method_count/GET': 4212,
 'downloader/response_bytes': 281933410,
 'downloader/response_count': 4212,
 'downloader/response_status_count/200': 4109,
 'downloader/response_status_count/404': 61,
 'downloader/response_status_count/429': 42,
 'elapsed_time_seconds': 1301.771,
 'finish_reason': 'finished',
 'finish_time': datetime.datetime(2024, 9, 17, 9, 2, 44, 118204, tzinfo=datetime.timezone.utc),
 'httpcache/firsthand': 4212,
 'item_scraped_count': 3987,
 'log_count/WARNING': 43,
 'memusage/max': 214937600,
 'request_depth_max': 7,
 'scheduler/dequeued/memory': 4212,
 'start_time': datetime.datetime(2024, 9, 17, 8, 41, 2, 347021, tzinfo=datetime.timezone.utc)}
2024-09-17 09:02:44 [scrapy.core.engine] INFO: Spider closed (finished)
2024-09-17 09:02:44 [scrapy.extensions.httpcache] DEBUG: cache key for <GET https://www.realty-demo.com/listing/«_l»>: «_fp»
`, V{"_l": g.digits(8), "_fp": g.scrapeFP()}, "'finish_reason': 'finished'", "'item_scraped_count': 3987")
}

// ---- chats, notebooks, diffs and crontabs ----

func (g *G) scrapeChat() {
	cust := g.scrapeBrdCust()
	g.add("scrape/chat-407-brightdata-help", `
user: still getting 407 from bright data, no idea why. here's what I have:

    proxy = "http://brd-customer-«_cust»-zone-residential_proxy1:«a»@brd.superproxy.io:33335"
    r = requests.get("https://lumtest.com/myip.json", proxies={"http": proxy, "https": proxy})

the zone is active in the dashboard and my IP «_ip» is allowlisted
`, V{"_cust": cust, "a": g.scrapeBrdPw(), "_ip": g.scrapeIP()}, "https://lumtest.com/myip.json", "the zone is active in the dashboard")

	g.add("scrape/chat-scrapingbee-401-issue", `
### ScrapingBee returns 401 "Invalid api key" from the Node SDK only

Works with curl, fails in the SDK:

ˋˋˋ
$ node index.js
AxiosError: Request failed with status code 401
  data: { message: 'Invalid api key: «a» ' }
ˋˋˋ

(yes I know I just pasted my key, I'll rotate it after)
scrapingbee@1.7.5, node 18.19.1
`, V{"a": g.scrapeBee()}, "scrapingbee@1.7.5, node 18.19.1", "AxiosError: Request failed with status code 401")

	g.add("scrape/chat-new-proxy-list", `
Hey, provider rotated our dedicated IPs. New ones below, same creds as before except the password:

«_ip1»:8000
«_ip2»:8000
«_ip3»:8000
user: sc_«_u»
pass: «a»

Can you update config/proxies.yaml and redeploy the worker?
`, V{"_ip1": g.scrapeIP(), "_ip2": g.scrapeIP(), "_ip3": g.scrapeIP(), "_u": g.s(alLowNum, 6), "a": g.pwStrong()}, "config/proxies.yaml")

	g.add("scrape/chat-slack-supplier-portal-login", `
[10:42] Marta Nowak: for the supplier stock scraper you'll need the portal login, we only have the one account
[10:42] Marta Nowak: https://b2b.holzwerk-demo.de  user: einkauf@gartenparadies-demo.de  pw: «a»
[10:43] Marta Nowak: it has 2FA off, please don't turn it on or Kasia's Excel macro breaks 🙃
[10:45] Dev Bot: noted, I'll put it in 1Password under "Holzwerk B2B" and read it from env
`, V{"a": g.pw()}, "einkauf@gartenparadies-demo.de", "https://b2b.holzwerk-demo.de")

	g.add("scrape/chat-agent-masked-env-summary", `
assistant: I found these variables in your .env (values masked):

| variable              | value            |
|-----------------------|------------------|
| ZENROWS_API_KEY       | «_m1»    |
| TWOCAPTCHA_KEY        | «_m2»    |
| PROXY_URL             | http://…@gate.smartproxy.com:7000 |

user: the zenrows one is wrong, use this instead: «a»
`, V{"_m1": g.hex(4) + "…" + g.hex(4), "_m2": g.hex(4) + "…" + g.hex(4), "a": g.hex(40)}, "http://…@gate.smartproxy.com:7000")

	g.add("scrape/chat-stackoverflow-selenium-login", `
Selenium can't find password field after entering username (two-step login)

I'm trying to log in to our vendor portal. The username page works but then it times out:

    driver.find_element(By.NAME, "loginfmt").send_keys("reports@tidewater-logistics.com")
    driver.find_element(By.ID, "idSIButton9").click()
    WebDriverWait(driver, 10).until(EC.element_to_be_clickable((By.NAME, "passwd"))).send_keys("«a»")

selenium.common.exceptions.TimeoutException: Message:
Stacktrace:
#0 0x55a4c1e3f4ea <unknown>
`, V{"a": g.pw()}, "reports@tidewater-logistics.com", "idSIButton9")

	g.add("scrape/chat-git-log-p-remove-key", `
$ git log -p -1 -- scraper/config.py
commit «_sha»
Author: dana <dana@fieldwork.dev>
Date:   Thu Oct 24 18:12:09 2024 +0200

    read api keys from env

diff --git a/scraper/config.py b/scraper/config.py
index «_i1»..«_i2» 100644
--- a/scraper/config.py
+++ b/scraper/config.py
@@ -1,6 +1,7 @@
-SERPAPI_KEY = "«a»"
-CAPSOLVER_KEY = "«b»"
+import os
+SERPAPI_KEY = os.environ["SERPAPI_KEY"]
+CAPSOLVER_KEY = os.environ["CAPSOLVER_KEY"]
 RESULTS_PER_PAGE = 100
 COUNTRIES = ["us", "gb", "de"]
`, V{"_sha": g.gitSHA(), "_i1": g.hex(7), "_i2": g.hex(7), "a": g.hex(64), "b": g.scrapeCap()}, "dana@fieldwork.dev", `os.environ["SERPAPI_KEY"]`)

	g.add("scrape/chat-todo-temp-password", `
# scraper/auth.py
# TODO(jlee): remove before merging — temp creds from ops while SSO is broken
FALLBACK_USER = "svc-scraper"
FALLBACK_PASS = "«a»"  # expires end of sprint
`, V{"a": g.pw()}, `FALLBACK_USER = "svc-scraper"`, "TODO(jlee)")

	g.add("scrape/chat-notebook-cell-json", `
  {
   "cell_type": "code",
   "execution_count": 7,
   "id": "«_id»",
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": [
      "200 {'ip': '«_ip»', 'country': 'NL'}\n"
     ]
    }
   ],
   "source": [
    "proxy = 'http://«_u»:«a»@nl.residential.proxyempire.io:9000'\n",
    "r = requests.get('https://api.ipify.org?format=json', proxies={'https': proxy})\n",
    "print(r.status_code, r.json())"
   ]
  },
`, V{"_id": g.hex(8), "_ip": g.scrapeIP(), "_u": g.s(alLowNum, 10), "a": g.an(16)}, "nl.residential.proxyempire.io:9000", `"execution_count": 7`)

	g.add("scrape/chat-crontab-env", `
$ crontab -l
MAILTO=""
SHELL=/bin/bash
APIFY_TOKEN=«a»
SERPAPI_KEY=«b»
# m h  dom mon dow   command
15 */4 * * * cd /home/scraper/serp-tracker && .venv/bin/python track.py >> logs/track.log 2>&1
0 5 * * 1 cd /home/scraper/serp-tracker && .venv/bin/python weekly_report.py
`, V{"a": g.scrapeApify(), "b": g.hex(64)}, "/home/scraper/serp-tracker", "# m h  dom mon dow   command")

	g.add("scrape/chat-agent-plan-with-captcha-key", `
user: the form has a recaptcha, use my anti-captcha account, key is «a» — balance should be ~$12. don't use more than 200 solves.
assistant: Understood. I'll add an ANTICAPTCHA_KEY variable to .env (not committed), use the RecaptchaV2TaskProxyless task with the site key from the page (data-sitekey="«_sk»"), and stop after 200 solved tasks.
`, V{"a": g.hex(32), "_sk": g.scrapeSiteKey()}, "RecaptchaV2TaskProxyless", "don't use more than 200 solves")

	g.add("scrape/chat-ssh-tunnel-socks-scrape", `
user: run the scraper through my VPS so it uses a residential-ish IP:
  ssh -D 1080 -N root@«_ip»   (password is «a»)
then point requests at socks5h://127.0.0.1:1080
`, V{"_ip": g.scrapeIP(), "a": g.pw()}, "socks5h://127.0.0.1:1080")
}

// ---- benign look-alikes ----

func (g *G) scrapeBenign() {
	g.add("scrape/benign-user-agents-file", `
$ cat data/user_agents.txt
«_u1»
«_u2»
«_u3»
Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1
Googlebot/2.1 (+http://www.google.com/bot.html)
`, V{"_u1": g.scrapeUA(), "_u2": g.scrapeUA(), "_u3": g.scrapeUA()}, "Googlebot/2.1 (+http://www.google.com/bot.html)", "Version/17.5 Mobile/15E148 Safari/604.1")

	g.add("scrape/benign-tls-fingerprints", `
$ curl -s https://tls.browserleaks.com/json | jq '{ja3_hash, ja3n_hash, ja4, akamai_hash, user_agent}'
{
  "ja3_hash": "«_j3»",
  "ja3n_hash": "«_j3n»",
  "ja4": "t13d1516h2_8daaf6152771_«_j4»",
  "akamai_hash": "«_ak»",
  "user_agent": "«_ua»"
}
>>> from curl_cffi import requests
>>> requests.get("https://tls.browserleaks.com/json", impersonate="chrome124").json()["ja3n_hash"]
'«_j3n»'
`, V{"_j3": g.hex(32), "_j3n": g.hex(32), "_j4": g.hex(12), "_ak": g.hex(32), "_ua": g.scrapeUA()}, `impersonate="chrome124"`, "t13d1516h2_8daaf6152771_")

	g.add("scrape/benign-fingerprintjs-visitor", `
{
  "visitorId": "«_v»",
  "confidence": { "score": 0.4, "comment": "0.994 if upgrade to Pro: https://fpjs.dev/pro" },
  "components": {
    "canvas": { "value": { "winding": true, "geometry": "«_c1»", "text": "«_c2»" }, "duration": 18 },
    "webGlBasics": { "value": { "vendorUnmasked": "Google Inc. (Intel)", "rendererUnmasked": "ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)" }, "duration": 4 },
    "fonts": { "value": ["Arial Unicode MS", "Helvetica Neue"], "duration": 61 },
    "audio": { "value": 124.04347527516074, "duration": 9 }
  }
}
`, V{"_v": g.hex(32), "_c1": g.hex(32), "_c2": g.hex(32)}, "ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)", "https://fpjs.dev/pro")

	g.add("scrape/benign-httpcache-listing", `
$ ls .scrapy/httpcache/products/ | head -3
«_d1»
«_d2»
«_d3»
$ ls .scrapy/httpcache/products/«_d1»/«_f1»/
meta  pickled_meta  request_body  request_headers  response_body  response_headers
`, V{"_d1": g.hex(2), "_d2": g.hex(2), "_d3": g.hex(2), "_f1": g.scrapeFP()}, "meta  pickled_meta  request_body")

	g.add("scrape/benign-apify-run-info", `
$ apify runs info «_run» --json | jq '{id, actId, status, defaultDatasetId, defaultKeyValueStoreId, containerUrl, usageTotalUsd}'
{
  "id": "«_run»",
  "actId": "«_act»",
  "status": "SUCCEEDED",
  "defaultDatasetId": "«_ds»",
  "defaultKeyValueStoreId": "«_kv»",
  "containerUrl": "https://«_cu».runs.apify.net",
  "usageTotalUsd": 0.0421
}
`, V{"_run": g.an(17), "_act": g.an(17), "_ds": g.an(17), "_kv": g.an(17), "_cu": g.s(alLowNum, 12)}, `"status": "SUCCEEDED"`, "runs.apify.net")

	g.add("scrape/benign-shub-items-job-ids", `
$ shub items 712044/3/118 | head -2
{"_type": "ProductItem", "sku": "«_s1»", "name": "Merino crew sock", "price": "14.90", "_key": "712044/3/118/0"}
{"_type": "ProductItem", "sku": "«_s2»", "name": "Merino hiker sock", "price": "18.50", "_key": "712044/3/118/1"}
$ shub log -f 712044/3/118 | tail -1
2024-11-13 04:58:12 INFO [scrapy.core.engine] Spider closed (finished)
`, V{"_s1": g.s(alUpNum, 10), "_s2": g.s(alUpNum, 10)}, "712044/3/118", "Merino crew sock")

	g.add("scrape/benign-response-headers", `
$ curl -sI https://www.shoe-outlet-demo.com/collections/sale
HTTP/2 200
date: Wed, 13 Nov 2024 08:12:44 GMT
content-type: text/html; charset=utf-8
x-request-id: «_rid»
etag: "cacheable:«_etag»"
x-shopid: «_shop»
x-sorting-hat-shopid: «_shop»
server-timing: processing;dur=88, db;dur=21, asn;desc="16509"
cf-cache-status: DYNAMIC
cf-ray: «_ray»-FRA
server: cloudflare
`, V{"_rid": g.uuid(), "_etag": g.hex(32), "_shop": g.digits(8), "_ray": g.hex(16)}, "cf-cache-status: DYNAMIC", `server-timing: processing;dur=88`)

	g.add("scrape/benign-masked-dashboard-keys", `
ScrapingBee dashboard → API key: «_b»  (Credits used: 81,230 / 150,000)
ZenRows settings   → API Key: «_z»
2Captcha           → Your API key: «_t»   Balance: $4.18
Bright Data zone residential_proxy1 → Password: ************ (show)
`, V{"_b": "••••••••••••••••" + g.s(alUpNum, 4), "_z": g.hex(4) + "****************************" + g.hex(4), "_t": "****" + g.hex(4)}, "Credits used: 81,230 / 150,000", "Balance: $4.18")

	g.add("scrape/benign-sha256sum-pages", `
$ sha256sum raw/*.html | head -4
«_h1»  raw/listing-«_l1».html
«_h2»  raw/listing-«_l2».html
«_h3»  raw/listing-«_l3».html
«_h4»  raw/search-page-001.html
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64), "_h4": g.hex(64), "_l1": g.digits(8), "_l2": g.digits(8), "_l3": g.digits(8)}, "raw/search-page-001.html")

	g.add("scrape/benign-robots-sitemap", `
$ curl -s https://www.bookshop-demo.org/robots.txt
User-agent: *
Disallow: /cart
Disallow: /checkout
Disallow: /account/
Disallow: /*?sessionid=
Crawl-delay: 5

User-agent: GPTBot
Disallow: /

Sitemap: https://www.bookshop-demo.org/sitemap_index.xml
$ curl -s https://www.bookshop-demo.org/sitemap_index.xml | grep -A1 '<loc>' | head -2
  <loc>https://www.bookshop-demo.org/sitemap-products-1.xml?v=«_v»</loc>
  <lastmod>2024-11-12T22:10:03+00:00</lastmod>
`, V{"_v": g.hex(10)}, "Disallow: /*?sessionid=", "Crawl-delay: 5")

	g.add("scrape/benign-free-proxy-list", `
$ cat proxies_free.txt   # from a public list, no auth, IP-allowlisted ones are in the provider dashboard
«_ip1»:3128
«_ip2»:8080
«_ip3»:80
socks5://«_ip4»:1080
$ python check_proxies.py proxies_free.txt
«_ip1»:3128   OK    412ms  anonymity=elite
«_ip2»:8080   FAIL  timeout
`, V{"_ip1": g.scrapeIP(), "_ip2": g.scrapeIP(), "_ip3": g.scrapeIP(), "_ip4": g.scrapeIP()}, "anonymity=elite", "check_proxies.py")

	g.add("scrape/benign-dataset-items", `
$ head -c 600 storage/datasets/default/000000001.json
{
	"url": "https://www.grocer-demo.co.uk/products/oat-milk-1l-«_p»",
	"gtin": "«_gtin»",
	"name": "Oat Drink Barista 1L",
	"price": 1.95,
	"currency": "GBP",
	"image": "https://cdn.grocer-demo.co.uk/images/«_img».jpg",
	"scrapedAt": "2024-11-13T06:02:11.448Z",
	"requestId": "«_rid»"
}
`, V{"_p": g.digits(6), "_gtin": g.digits(13), "_img": g.hex(32), "_rid": g.an(15)}, "Oat Drink Barista 1L", `"currency": "GBP"`)

	g.add("scrape/benign-request-fingerprint-code", `
>>> from scrapy.utils.request import fingerprint
>>> from scrapy import Request
>>> fingerprint(Request("https://books.toscrape.com/catalogue/page-2.html")).hex()
'«_fp»'
>>> hashlib.sha1(b"https://books.toscrape.com/catalogue/page-2.html").hexdigest()
'«_sha»'
`, V{"_fp": g.scrapeFP(), "_sha": g.hex(40)}, "https://books.toscrape.com/catalogue/page-2.html")

	g.add("scrape/benign-proxy-env-no-creds", `
$ env | grep -i proxy
HTTP_PROXY=http://squid.scrape.svc.cluster.local:3128
HTTPS_PROXY=http://squid.scrape.svc.cluster.local:3128
NO_PROXY=10.0.0.0/8,.svc,.cluster.local,localhost
PROXY_AUTH_MODE=ip-allowlist
`, V{}, "http://squid.scrape.svc.cluster.local:3128", "PROXY_AUTH_MODE=ip-allowlist")
}
