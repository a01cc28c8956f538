package cases

import (
	"fmt"
	"net/url"
	"strings"
)

// qaCases adds credentials from QA and cloud testing work as a coding
// agent meets it while it writes, runs and debugs test suites. Sources:
// BrowserStack (browserstack.yml, the BrowserStackLocal binary and
// browserstack-local, hub URLs, bstack:options and legacy capabilities,
// App Automate uploads, the REST API, Playwright CDP endpoints, the
// GitHub Actions setup), Sauce Labs (Sauce Connect 4 and 5, saucectl,
// ondemand URLs, sauce:options, storage uploads, REST jobs, TestCafe,
// Nightwatch, Robot Framework), LambdaTest (the LT tunnel binary,
// lambdatest-config.json, HyperExecute, LT:Options, SmartUI, app
// uploads), TestingBot, Kobiton, HeadSpin, Perfecto, BitBar, Genymotion
// SaaS, AWS Device Farm test-grid URLs, Firebase Test Lab service
// accounts and Maestro Cloud; Cypress Cloud record keys, Currents and
// sorry-cypress, cy.request failures and terminal reports; Percy,
// Applitools, Chromatic, Happo, Argos, Lost Pixel and BackstopJS; Playwright
// configs, storageState files, global setup, HARs, the Playwright
// Testing service, codegen and reports; Selenium Grid 4 (config.toml,
// Docker, Helm, GraphQL, ClientConfig), Selenoid/ggr and Selenium IDE;
// Appium capabilities and server logs; k6 (scripts, cloud login,
// --http-debug, InfluxDB and Prometheus outputs, the operator), Locust,
// JMeter (.jmx managers, -J properties, JTL files), Taurus/BlazeMeter,
// Gatling (Scala, feeders, Enterprise), Artillery, Vegeta, wrk and ab;
// Postman and Newman (environments, collections, scripts, the Postman
// CLI), Bruno, Insomnia, Hoppscotch, Thunder Client, REST Client, the
// JetBrains HTTP client, HTTPie sessions, Karate, Pact Broker,
// Schemathesis and Dredd; TestRail (curl, trcli, pytest-testrail), Xray
// (cloud authenticate, JUnit import, Maven plugin, Data Center PATs),
// Zephyr Scale and Squad, qTest, Testmo, PractiTest, TestLink, Qase, Kiwi
// TCMS and Azure Test Plans; Allure TestOps and the Allure docker
// service, ReportPortal, Buildkite Test Engine, Datadog CI, Trunk,
// Launchable, Codecov test results, Testspace and SeaLights; flaky-test
// CI logs (GitHub Actions, GitLab, Jenkins, CircleCI, Buildkite,
// TeamCity, pytest-rerunfailures, jest retries, Gradle, RSpec, go test);
// seeded users and fixtures (JSON, SQL, Keycloak realms, CSV feeders,
// Stripe and Twilio test credentials, mail testing APIs, TOTP seeds);
// synthetic monitoring (Checkly, Datadog Synthetics, Ghost Inspector,
// mabl, Testim, New Relic, Rainforest); and the chats around them.
// Benign look-alikes: build, session, job, tunnel, run and batch ids,
// app ids such as bs:// and lt://, public dashboards and report URLs,
// hashes, masked previews, usernames and placeholders. The case names
// start with "qa/".
func (g *G) qaCases() {
	g.qaBrowserStack()
	g.qaSauce()
	g.qaLambdaTest()
	g.qaDeviceClouds()
	g.qaCypress()
	g.qaVisual()
	g.qaPlaywright()
	g.qaSelenium()
	g.qaAppium()
	g.qaLoad()
	g.qaCollections()
	g.qaTestMgmt()
	g.qaReporting()
	g.qaFlakyCI()
	g.qaFixtures()
	g.qaSynthetics()
	g.qaChat()
	g.qaBenign()
}

// ---- helpers used only here ----

// qaAdd is add with "ˋ" standing for a backtick.
func (g *G) qaAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// qaBSUser is a BrowserStack username (benign): a name and six characters.
func (g *G) qaBSUser(name string) string { return name + "_" + g.an(6) }

// qaBSKey is a BrowserStack access key.
func (g *G) qaBSKey() string { return g.an(20) }

// qaLTKey is a LambdaTest access key (LT_ prefixed, or the older 50 characters).
func (g *G) qaLTKey() string {
	if g.r.IntN(3) == 0 {
		return g.an(50)
	}
	return "LT_" + g.an(47)
}

// qaPercy is a Percy token of the given kind (web, auto, app).
func (g *G) qaPercy(kind string) string { return kind + "_" + g.hex(64) }

// qaEyes is an Applitools API key.
func (g *G) qaEyes() string { return g.an(41) + "110" }

// qaChpt is a Chromatic project token.
func (g *G) qaChpt() string { return "chpt_" + g.hex(14) }

// qaTR is a TestRail API key.
func (g *G) qaTR() string { return g.an(20) + "-" + g.an(19) }

// qaRP is a ReportPortal API key named name.
func (g *G) qaRP(name string) string { return name + "_" + g.b64u(64) }

// qaTestmo is a Testmo API token (an encrypted payload behind a prefix).
func (g *G) qaTestmo() string {
	return "testmo_api_" + strings.TrimRight(b64s(fmt.Sprintf(`{"iv":"%s","value":"%s","mac":"%s","tag":""}`, g.b64(16), g.b64(48), g.hex(64))), "=")
}

// qaXrayJWT is the bearer token Xray Cloud's authenticate endpoint returns.
func (g *G) qaXrayJWT(clientID string) string {
	iat := 1718000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"tenant":"%s","acceptedTermsId":"%s","isXea":false,"iat":%d,"exp":%d,"aud":"%s","iss":"com.xpandit.plugins.xray","sub":"%s"}`,
		g.hex(64), g.uuid(), iat, iat+86400, clientID, clientID))
}

// qaZephyrJWT is a Zephyr Scale Cloud API access token.
func (g *G) qaZephyrJWT(site string) string {
	iat := 1716000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"context":{"baseUrl":"https://%s.atlassian.net","user":{"accountId":"712020:%s"}},"iss":"com.kanoah.test-manager","sub":"%s","exp":%d,"iat":%d}`,
		site, g.uuid(), g.uuid(), iat+31536000, iat))
}

// qaPerfecto is a Perfecto security token (a Keycloak offline token).
func (g *G) qaPerfecto(cloud string) string {
	h := b64raw(fmt.Sprintf(`{"alg" : "HS256","typ" : "JWT","kid" : "%s"}`, g.uuid()))
	iat := 1712000000 + g.r.IntN(20000000)
	realm := fmt.Sprintf("https://auth.perfectomobile.com/auth/realms/%s-perfectomobile-com", cloud)
	p := b64raw(fmt.Sprintf(`{"iat":%d,"jti":"%s","iss":"%s","aud":"%s","sub":"%s","typ":"Offline","azp":"offline-token-generator","nonce":"%s","session_state":"%s","scope":"openid offline_access"}`,
		iat, g.uuid(), realm, realm, g.uuid(), g.uuid(), g.uuid()))
	return h + "." + p + "." + g.b64u(43)
}

// qaGLC is a Grafana Cloud access policy token.
func (g *G) qaGLC(name string) string {
	return "glc_" + strings.TrimRight(b64s(fmt.Sprintf(`{"o":"%s","n":"%s","k":"%s","m":{"r":"prod-us-east-0"}}`, g.digits(6), name, g.an(24))), "=")
}

// qaBasic is the value of a Basic Authorization header for user and pass.
func qaBasic(user, pass string) string { return b64s(user + ":" + pass) }

func (g *G) qaBrowserStack() {
	u := g.qaBSUser("qaplatform")
	g.qaAdd("qa/browserstack-yml-sdk", `
# browserstack.yml  (generated by npx setup --username ... --key ...)
userName: «_u»
accessKey: «a»
buildName: "storefront-e2e"
buildIdentifier: '#${BUILD_NUMBER}'
projectName: Storefront
framework: playwright
platforms:
  - os: Windows
    osVersion: 11
    browserName: chrome
    browserVersion: latest
  - os: OS X
    osVersion: Sonoma
    browserName: playwright-webkit
    browserVersion: latest
parallelsPerPlatform: 2
browserstackLocal: true
debug: false
networkLogs: true
consoleLogs: errors
`, V{"_u": u, "a": g.qaBSKey()}, "buildIdentifier: '#${BUILD_NUMBER}'", "projectName: Storefront")

	lid := fmt.Sprintf("gh-%s-1", g.digits(10))
	g.qaAdd("qa/browserstack-local-binary", `
runner@fv-az1203-77:~/work/web/web$ ./BrowserStackLocal --key «a» --local-identifier «_lid» --force-local --daemon start
{"state":"connected","pid":«=pid»,"message":{"message":"Connected","status":"success"}}
runner@fv-az1203-77:~/work/web/web$ npx wdio run wdio.browserstack.conf.ts
Execution of 12 workers started at 2024-06-12T09:14:05.114Z
`, V{"a": g.qaBSKey(), "_lid": lid, "=pid": g.digits(4)}, `"state":"connected"`, "wdio.browserstack.conf.ts")

	g.qaAdd("qa/browserstack-local-node", `
// tests/support/tunnel.js
const browserstack = require('browserstack-local');

const bsLocal = new browserstack.Local();
const bsLocalArgs = {
  key: '«a»',
  localIdentifier: 'ci-' + (process.env.GITHUB_RUN_ID || 'dev'),
  forceLocal: 'true',
  verbose: 'true',
  onlyAutomate: 'true',
};

module.exports.start = () =>
  new Promise((resolve, reject) =>
    bsLocal.start(bsLocalArgs, (err) => (err ? reject(err) : resolve(bsLocal.isRunning()))));
`, V{"a": g.qaBSKey()}, "require('browserstack-local')", "process.env.GITHUB_RUN_ID")

	g.qaAdd("qa/browserstack-hub-url-java", `
package com.acme.e2e;

public abstract class BaseRemoteTest {
    public static final String USERNAME = "«_u»";
    public static final String AUTOMATE_KEY = "«a»";
    public static final String URL = "https://" + USERNAME + ":" + AUTOMATE_KEY + "@hub-cloud.browserstack.com/wd/hub";

    protected RemoteWebDriver driver;

    @BeforeMethod
    public void setUp(Method m) throws MalformedURLException {
        MutableCapabilities caps = new MutableCapabilities();
        caps.setCapability("browserName", "Edge");
        driver = new RemoteWebDriver(new java.net.URL(URL), caps);
    }
}
`, V{"_u": g.qaBSUser("marcoferrari"), "a": g.qaBSKey()}, "hub-cloud.browserstack.com/wd/hub", "com.acme.e2e")

	g.qaAdd("qa/browserstack-app-upload-curl", `
$ curl -u "«_u»:«a»" \
    -X POST "https://api-cloud.browserstack.com/app-automate/upload" \
    -F "file=@app/build/outputs/apk/debug/app-debug.apk" \
    -F "custom_id=ShopApp"
{"app_url":"bs://«_h»","custom_id":"ShopApp","shareable_id":"«_u»/ShopApp"}
`, V{"_u": u, "a": g.qaBSKey(), "_h": g.hex(40)}, "https://api-cloud.browserstack.com/app-automate/upload")

	k := g.qaBSKey()
	capsHead := fmt.Sprintf(`{"browser":"chrome","browser_version":"latest","os":"osx","os_version":"sonoma","name":"checkout flow","build":"pw-1.45-build-%s","browserstack.username":"%s","browserstack.accessKey":"`, g.digits(3), u)
	capsTail := `","client.playwrightVersion":"1.45.0"}`
	g.qaAdd("qa/browserstack-playwright-cdp-url", `
$ DEBUG=pw:api npx playwright test --config=playwright.bs.config.ts
  pw:api => browserType.connect started +0ms
  pw:api <ws connecting> wss://cdp.browserstack.com/playwright?caps=«=c1»«a»«=c2» +2ms
  pw:api <ws connected> wss://cdp.browserstack.com/playwright +611ms
  pw:api <= browserType.connect succeeded +1s
`, V{"=c1": url.QueryEscape(capsHead), "a": k, "=c2": url.QueryEscape(capsTail)}, "pw:api <= browserType.connect succeeded +1s")

	g.qaAdd("qa/browserstack-sessions-api", `
$ curl -s -u "$BROWSERSTACK_USERNAME:«a»" "https://api.browserstack.com/automate/builds/«_b»/sessions.json?limit=2" | jq '.[].automation_session | {name, status, hashed_id, duration}'
{
  "name": "checkout › pays with saved card",
  "status": "failed",
  "hashed_id": "«_s1»",
  "duration": 48
}
{
  "name": "checkout › applies promo code",
  "status": "passed",
  "hashed_id": "«_s2»",
  "duration": 31
}
`, V{"a": g.qaBSKey(), "_b": g.hex(40), "_s1": g.hex(40), "_s2": g.hex(40)}, "$BROWSERSTACK_USERNAME")

	g.qaAdd("qa/browserstack-gha-setup-env-inline", `
    steps:
      - uses: actions/checkout@v4
      - name: 'BrowserStack Env Setup'
        uses: browserstack/github-actions/setup-env@master
        with:
          username:  «_u»
          access-key: «a»
          build-name: BUILD_INFO
          project-name: REPO_NAME
      - name: 'BrowserStackLocal Setup'
        uses: browserstack/github-actions/setup-local@master
        with:
          local-testing: start
          local-identifier: random
`, V{"_u": g.qaBSUser("ci"), "a": g.qaBSKey()}, "browserstack/github-actions/setup-env@master", "local-identifier: random")

	g.qaAdd("qa/browserstack-wdio-conf", `
// wdio.browserstack.conf.ts
import { config as base } from './wdio.conf';

export const config: WebdriverIO.Config = {
  ...base,
  user: process.env.BROWSERSTACK_USERNAME || '«_u»',
  key: process.env.BROWSERSTACK_ACCESS_KEY || '«a»',
  hostname: 'hub.browserstack.com',
  services: [['browserstack', { browserstackLocal: true, testObservability: true, buildIdentifier: '${BUILD_NUMBER}' }]],
  capabilities: [{
    browserName: 'Safari',
    'bstack:options': { os: 'OS X', osVersion: 'Ventura', sessionName: 'smoke', debug: true },
  }],
};
`, V{"_u": g.qaBSUser("priyanair"), "a": g.qaBSKey()}, "process.env.BROWSERSTACK_ACCESS_KEY", "hostname: 'hub.browserstack.com'")

	g.qaAdd("qa/browserstack-python-bstack-options", `
import datetime
from selenium import webdriver
from selenium.webdriver.chrome.options import Options as ChromeOptions

options = ChromeOptions()
options.set_capability("bstack:options", {
    "os": "Windows",
    "osVersion": "11",
    "buildName": f"nightly-{datetime.date.today():%Y%m%d}",
    "sessionName": "login smoke",
    "userName": "«_u»",
    "accessKey": "«a»",
    "seleniumVersion": "4.21.0",
})
driver = webdriver.Remote(command_executor="https://hub.browserstack.com/wd/hub", options=options)
`, V{"_u": g.qaBSUser("tomasz"), "a": g.qaBSKey()}, `"sessionName": "login smoke"`)

	g.qaAdd("qa/browserstack-buildkite-printenv", `
~~~ :bash: Debug environment
$ printenv | sort | grep -E '^(BUILDKITE_BUILD|BROWSERSTACK|CI|NODE)'
BROWSERSTACK_ACCESS_KEY=«a»
BROWSERSTACK_BUILD_NAME=web-e2e #«=n»
BROWSERSTACK_LOCAL=true
BROWSERSTACK_LOCAL_IDENTIFIER=bk-«_bid»
BROWSERSTACK_USERNAME=«_u»
BUILDKITE_BUILD_ID=«_bid»
BUILDKITE_BUILD_NUMBER=«=n»
CI=true
NODE_OPTIONS=--max-old-space-size=4096
`, V{"a": g.qaBSKey(), "=n": g.digits(4), "_bid": g.uuid(), "_u": g.qaBSUser("buildbot")}, "NODE_OPTIONS=--max-old-space-size=4096")

	g.qaAdd("qa/browserstack-legacy-caps-log", `
Jun 12, 2024 10:41:22 AM org.openqa.selenium.remote.DesiredCapabilities <init>
Jun 12, 2024 10:41:22 AM com.acme.e2e.DriverFactory create
INFO: Requesting remote session with Capabilities {browserName: chrome, browserstack.debug: true, browserstack.key: «a», browserstack.local: true, browserstack.localIdentifier: jenkins-«=n», browserstack.user: «_u», build: regression-«=n», os: Windows, os_version: 10}
Jun 12, 2024 10:41:27 AM org.openqa.selenium.remote.ProtocolHandshake createSession
INFO: Detected upstream dialect: W3C
`, V{"a": g.qaBSKey(), "=n": g.digits(3), "_u": g.qaBSUser("jenkins")}, "INFO: Detected upstream dialect: W3C")

	g.qaAdd("qa/browserstack-maestro-build", `
$ curl -u "«_u»:«a»" \
  -X POST "https://api-cloud.browserstack.com/app-automate/maestro/v2/android/build" \
  -d '{"app": "bs://«_app»", "testSuite": "bs://«_ts»", "devices": ["Samsung Galaxy S23-13.0", "Google Pixel 8-14.0"], "project": "ShopApp"}' \
  -H "Content-Type: application/json"
{"message":"Success","build_id":"«_b»"}
`, V{"_u": g.qaBSUser("mobileqa"), "a": g.qaBSKey(), "_app": g.hex(40), "_ts": g.hex(40), "_b": g.hex(40)}, "Samsung Galaxy S23-13.0")
}

func (g *G) qaSauce() {
	u := "oauth-dana.k-" + g.hex(5)
	g.qaAdd("qa/sauce-connect4-output", `
$ bin/sc -u «_u» -k «a» -r us-west -i gh-«_run» --shared-tunnel
12 Jun 10:02:11 - Sauce Connect 4.9.2, build 6173 9a7e8c6
12 Jun 10:02:11 - REST: Using CA certificate bundle /etc/ssl/certs/ca-certificates.crt.
12 Jun 10:02:11 - Using no proxy for connecting to Sauce Labs REST API.
12 Jun 10:02:12 - Started scproxy on port 34821.
12 Jun 10:02:12 - Please wait for 'you may start your tests' to start your tests.
12 Jun 10:02:18 - Tunnel ID: «_tid»
12 Jun 10:02:22 - Selenium listener disabled.
12 Jun 10:02:22 - Sauce Connect is up, you may start your tests.
`, V{"_u": u, "a": g.uuid(), "_run": g.digits(10), "_tid": g.hex(32)}, "Sauce Connect is up, you may start your tests.")

	g.qaAdd("qa/sauce-connect5-config", `
# /etc/sauce-connect/sc.yaml  (Sauce Connect 5)
region: eu-central
tunnel-name: staging-e2e
tunnel-pool: true
username: «_u»
access-key: «a»
proxy-localhost: allow
tunnel-domains:
  - .staging.internal
log-level: info
api-address: :8032
`, V{"_u": "acme-qa", "a": g.uuid()}, "tunnel-name: staging-e2e", ".staging.internal")

	g.qaAdd("qa/saucectl-configure", `
$ saucectl configure -u «_u» -a «a»
You're all set!
$ cat ~/.sauce/credentials.yml
username: «_u»
accessKey: «a»
$ saucectl run -c .sauce/config.yml --region us-west-1
Running version 0.178.1
`, V{"_u": u, "a": g.uuid()}, "~/.sauce/credentials.yml", "saucectl run -c .sauce/config.yml")

	g.qaAdd("qa/sauce-robot-variables", `
*** Settings ***
Library           SeleniumLibrary

*** Variables ***
${REMOTE_URL}     https://«_u»:«a»@ondemand.eu-central-1.saucelabs.com:443/wd/hub
${BROWSER}        chrome
&{SAUCE_OPTS}     build=robot-regression-«=n»    name=Login Suite    screenResolution=1920x1080

*** Keywords ***
Open Remote Browser
    Open Browser    ${LOGIN_URL}    ${BROWSER}    remote_url=${REMOTE_URL}    options=set_capability("sauce:options", ${SAUCE_OPTS})
`, V{"_u": "acme.qa", "a": g.uuid(), "=n": g.digits(3)}, "ondemand.eu-central-1.saucelabs.com:443/wd/hub", "${LOGIN_URL}")

	g.qaAdd("qa/sauce-rest-jobs", `
$ curl -s -u «_u»:«a» "https://api.us-west-1.saucelabs.com/rest/v1/«_u»/jobs?limit=2&full=true" | jq '.[] | {id, name, passed, build}'
{
  "id": "«_j1»",
  "name": "Cart › removes last item",
  "passed": false,
  "build": "gh-«_b»"
}
{
  "id": "«_j2»",
  "name": "Cart › updates quantity",
  "passed": true,
  "build": "gh-«_b»"
}
`, V{"_u": "acme-qa", "a": g.uuid(), "_j1": g.hex(32), "_j2": g.hex(32), "_b": g.digits(10)}, "api.us-west-1.saucelabs.com")

	g.qaAdd("qa/sauce-options-java", `
    @BeforeEach
    public void setup(TestInfo testInfo) throws MalformedURLException {
        ChromeOptions options = new ChromeOptions();
        options.setPlatformName("Windows 11");
        options.setBrowserVersion("latest");

        Map<String, Object> sauceOptions = new HashMap<>();
        sauceOptions.put("username", "«_u»");
        sauceOptions.put("accessKey", "«a»");
        sauceOptions.put("build", "junit5-" + System.getenv().getOrDefault("BUILD_TAG", "local"));
        sauceOptions.put("name", testInfo.getDisplayName());
        options.setCapability("sauce:options", sauceOptions);

        URL url = new URL("https://ondemand.us-west-1.saucelabs.com/wd/hub");
        driver = new RemoteWebDriver(url, options);
    }
`, V{"_u": "oauth-raj.s-" + g.hex(5), "a": g.uuid()}, "https://ondemand.us-west-1.saucelabs.com/wd/hub")

	g.qaAdd("qa/sauce-storage-upload", `
$ curl -u "$SAUCE_USERNAME:«a»" --location \
  --request POST 'https://api.us-west-1.saucelabs.com/v1/storage/upload' \
  --form 'payload=@"app/build/outputs/bundle/release/app-release.aab"' \
  --form 'name="app-release.aab"'
{"item": {"id": "«_id»", "owner": {"id": "«_oid»", "org_id": "«_org»"}, "name": "app-release.aab", "upload_timestamp": 1718187031, "etag": "«_etag»", "kind": "android", "group_id": «_gid»}}
`, V{"a": g.uuid(), "_id": g.uuid(), "_oid": g.hex(32), "_org": g.hex(32), "_etag": g.hex(32), "_gid": g.digits(7)}, "$SAUCE_USERNAME")

	sk := g.uuid()
	g.qaAdd("qa/sauce-python-selenium-debug", `
DEBUG    selenium.webdriver.remote.remote_connection:remote_connection.py:393 POST https://ondemand.eu-central-1.saucelabs.com/wd/hub/session {"capabilities": {"firstMatch": [{}], "alwaysMatch": {"browserName": "firefox", "browserVersion": "latest", "platformName": "Windows 11", "sauce:options": {"username": "«_u»", "accessKey": "«a»", "build": "pytest-«=n»", "name": "test_checkout_guest"}}}}
DEBUG    urllib3.connectionpool:connectionpool.py:1051 Starting new HTTPS connection (1): ondemand.eu-central-1.saucelabs.com:443
DEBUG    urllib3.connectionpool:connectionpool.py:546 https://ondemand.eu-central-1.saucelabs.com:443 "POST /wd/hub/session HTTP/1.1" 200 0
`, V{"_u": "acme-qa", "a": sk, "=n": g.digits(4)}, `"name": "test_checkout_guest"`)

	g.qaAdd("qa/sauce-dotenv-e2e", `
# .env.e2e — loaded by wdio.sauce.conf.ts
SAUCE_USERNAME=«_u»
SAUCE_ACCESS_KEY=«a»
SAUCE_REGION=eu-central-1
SAUCE_TUNNEL_NAME=local-«_t»
BASE_URL=https://localhost:5173
`, V{"_u": u, "a": g.uuid(), "_t": g.s(alLowNum, 6)}, "SAUCE_REGION=eu-central-1", "BASE_URL=https://localhost:5173")

	g.qaAdd("qa/sauce-jenkinsfile-withenv", `
stage('E2E on Sauce') {
    steps {
        withEnv(["SAUCE_USERNAME=«_u»", "SAUCE_ACCESS_KEY=«a»", "SAUCE_BUILD=${env.JOB_NAME}-${env.BUILD_NUMBER}"]) {
            sh 'npx saucectl run --ccy 8'
        }
    }
    post {
        always { junit 'artifacts/**/junit.xml' }
    }
}
`, V{"_u": "acme-jenkins", "a": g.uuid()}, "SAUCE_BUILD=${env.JOB_NAME}-${env.BUILD_NUMBER}")

	g.qaAdd("qa/sauce-testcafe-cli", `
$ SAUCE_USERNAME=«_u» SAUCE_ACCESS_KEY=«a» npx testcafe "saucelabs:Chrome@beta:Windows 10" tests/checkout/*.ts --reporter spec
 Running tests in:
 - Chrome 127.0.0.0 / Windows 10 (https://app.saucelabs.com/tests/«_job»)

 Checkout
 ✓ guest can pay with card
`, V{"_u": "acme-qa", "a": g.uuid(), "_job": g.hex(32)}, `"saucelabs:Chrome@beta:Windows 10"`)

	g.qaAdd("qa/sauce-nightwatch-conf", `
// nightwatch.conf.js
module.exports = {
  src_folders: ['tests'],
  test_settings: {
    saucelabs: {
      selenium: { host: 'ondemand.saucelabs.com', port: 443 },
      username: '«_u»',
      access_key: '«a»',
      desiredCapabilities: {
        browserName: 'chrome',
        'sauce:options': { build: 'nightwatch-nightly', screenResolution: '1280x1024' },
      },
    },
  },
};
`, V{"_u": "acme.qa", "a": g.uuid()}, "host: 'ondemand.saucelabs.com'")
}

func (g *G) qaLambdaTest() {
	g.qaAdd("qa/lambdatest-tunnel-binary", `
$ ./LT --user qa-team@acme.io --key «a» --tunnelName ci-«_n» --verbose
[2024-06-12 11:20:04] [INFO] Starting tunnel ...
[2024-06-12 11:20:05] [INFO] Tunnel ID: «_tid»
[2024-06-12 11:20:07] [INFO] Secure connection established, you may start your tests now
[2024-06-12 11:20:07] [INFO] Tunnel Name: ci-«_n»
`, V{"a": g.qaLTKey(), "_n": g.digits(6), "_tid": g.digits(7)}, "qa-team@acme.io")

	g.qaAdd("qa/lambdatest-cypress-config", `
$ cat lambdatest-config.json
{
  "lambdatest_auth": {
    "username": "«_u»",
    "access_key": "«a»"
  },
  "browsers": [
    { "browser": "Chrome", "platform": "Windows 11", "versions": ["latest-1"] },
    { "browser": "Electron", "platform": "Windows 11", "versions": ["latest"] }
  ],
  "run_settings": {
    "build_name": "cypress-regression",
    "parallels": 5,
    "specs": "./cypress/e2e/**/*.cy.js",
    "npm_dependencies": { "cypress": "13.13.0" }
  },
  "tunnel_settings": { "tunnel": true, "tunnel_name": "lt-cypress" }
}
`, V{"_u": "sara.lindqvist", "a": g.qaLTKey()}, `"build_name": "cypress-regression"`)

	g.qaAdd("qa/lambdatest-hyperexecute-cli", `
$ ./hyperexecute --user «_u» --key «a» --config hyperexecute.yaml --download-artifacts
[HyperExecute-CLI] Version: 0.2.263
[HyperExecute-CLI] Validating YAML
[HyperExecute-CLI] Uploading Project
[HyperExecute-CLI] Job Link: https://hyperexecute.lambdatest.com/hyperexecute/task?jobId=«_job»
[HyperExecute-CLI] Job status: running
`, V{"_u": "acmeqa", "a": g.qaLTKey(), "_job": g.uuid()}, "[HyperExecute-CLI] Version: 0.2.263")

	g.qaAdd("qa/lambdatest-lt-options-pytest", `
# conftest.py
@pytest.fixture
def driver(request):
    options = webdriver.ChromeOptions()
    options.browser_version = "126.0"
    options.platform_name = "macOS Sonoma"
    options.set_capability("LT:Options", {
        "username": "«_u»",
        "accessKey": "«a»",
        "build": "pytest-smoke",
        "project": "Billing",
        "name": request.node.name,
        "w3c": True,
        "plugin": "python-pytest",
    })
    drv = webdriver.Remote(command_executor="https://hub.lambdatest.com/wd/hub", options=options)
    yield drv
    drv.quit()
`, V{"_u": "hugo.martin", "a": g.qaLTKey()}, `"plugin": "python-pytest"`)

	g.qaAdd("qa/lambdatest-playwright-caps", `
// lt.fixtures.ts
const capabilities = {
  browserName: 'pw-firefox',
  browserVersion: 'latest',
  'LT:Options': {
    platform: 'Windows 10',
    build: 'Playwright Sample Build',
    name: 'Login',
    user: '«_u»',
    accessKey: '«a»',
    network: true,
    video: true,
  },
};

export const connect = () =>
  chromium.connect(ˋwss://cdp.lambdatest.com/playwright?capabilities=${encodeURIComponent(JSON.stringify(capabilities))}ˋ);
`, V{"_u": "nadia.k", "a": g.qaLTKey()}, "wss://cdp.lambdatest.com/playwright?capabilities=")

	g.qaAdd("qa/lambdatest-smartui-exec", `
$ export PROJECT_TOKEN="«a»"
$ npx smartui --config .smartui.json exec -- npm run test:visual
Live config: https://smartui.lambdatest.com/builds/«_b»
✔ Authenticated with SmartUI
✔ SmartUI Snapshot for 'Home page' captured
✔ SmartUI Snapshot for 'Pricing page' captured
`, V{"a": g.digits(7) + "#" + g.uuid() + "#storefront-visual", "_b": g.uuid()}, "✔ Authenticated with SmartUI")

	g.qaAdd("qa/lambdatest-appium-java-url", `
    String userName = "«_u»";
    String accessKey = "«a»";
    DesiredCapabilities capabilities = new DesiredCapabilities();
    HashMap<String, Object> ltOptions = new HashMap<>();
    ltOptions.put("deviceName", "Galaxy S21 5G");
    ltOptions.put("platformVersion", "12");
    ltOptions.put("app", "lt://«_app»");
    ltOptions.put("isRealMobile", true);
    capabilities.setCapability("lt:options", ltOptions);
    driver = new AndroidDriver(new URL("https://" + userName + ":" + accessKey + "@mobile-hub.lambdatest.com/wd/hub"), capabilities);
`, V{"_u": "mobile.ci", "a": g.qaLTKey(), "_app": "APP" + g.digits(20)}, "mobile-hub.lambdatest.com/wd/hub")

	g.qaAdd("qa/lambdatest-app-upload", `
$ curl -u "«_u»:«a»" -X POST "https://manual-api.lambdatest.com/app/upload/realDevice" \
    -F "appFile=@build/ShopApp-release.ipa" -F "name=ShopApp-3.8.0"
{"app_id":"APP«_id»","name":"ShopApp-3.8.0","type":"ios","app_url":"lt://APP«_id»"}
`, V{"_u": "mobile.ci", "a": g.qaLTKey(), "_id": g.digits(20)}, "https://manual-api.lambdatest.com/app/upload/realDevice")

	g.qaAdd("qa/lambdatest-gitlab-ci", `
e2e:lambdatest:
  stage: test
  image: mcr.microsoft.com/playwright:v1.45.0-jammy
  variables:
    LT_USERNAME: "«_u»"
    LT_ACCESS_KEY: "«a»"
    LT_BUILD: "mr-$CI_MERGE_REQUEST_IID"
  script:
    - npm ci
    - npx playwright test --config playwright.lt.config.ts
  artifacts:
    when: always
    paths: [playwright-report/]
`, V{"_u": "acme-gitlab", "a": g.qaLTKey()}, `LT_BUILD: "mr-$CI_MERGE_REQUEST_IID"`)

	g.qaAdd("qa/lambdatest-bashrc-export", `
$ tail -4 ~/.bashrc
export PATH="$HOME/.local/bin:$PATH"
export LT_USERNAME=ines.duarte
export LT_ACCESS_KEY=«a»
alias lt-tunnel='~/bin/LT --user $LT_USERNAME --key $LT_ACCESS_KEY'
`, V{"a": g.an(50)}, "LT_USERNAME=ines.duarte", "--key $LT_ACCESS_KEY")
}

func (g *G) qaDeviceClouds() {
	g.qaAdd("qa/testingbot-tunnel", `
$ java -jar testingbot-tunnel.jar «a» «b» -d -P 4445 --se-port 4446
2024-06-12 12:01:14.331:INFO::main: Logging initialized @412ms
INFO: Creating tunnel, please wait...
INFO: Tunnel is ready, ip: 54.38.«=o3».«=o4» - id: «_tid»
INFO: You may start your tests.
`, V{"a": g.hex(32), "b": g.hex(32), "=o3": fmt.Sprint(g.r.IntN(250)), "=o4": fmt.Sprint(2 + g.r.IntN(250)), "_tid": g.digits(6)}, "INFO: You may start your tests.")

	g.qaAdd("qa/testingbot-hub-csharp", `
[SetUp]
public void Init()
{
    var options = new ChromeOptions { BrowserVersion = "latest", PlatformName = "WIN11" };
    options.AddAdditionalOption("tb:options", new Dictionary<string, object> { ["name"] = TestContext.CurrentContext.Test.Name, ["build"] = "nunit-ci" });
    _driver = new RemoteWebDriver(new Uri("https://«a»:«b»@hub.testingbot.com/wd/hub"), options);
}
`, V{"a": g.hex(32), "b": g.hex(32)}, "TestContext.CurrentContext.Test.Name")

	g.qaAdd("qa/kobiton-wdio-server", `
// kobiton.conf.js
const kobitonServerConfig = {
  protocol: 'https',
  host: 'api.kobiton.com',
  auth: 'acme-mobile:«a»',
};
const desiredCaps = {
  sessionName: 'Checkout on real device',
  deviceGroup: 'KOBITON',
  deviceName: 'Galaxy S22',
  platformVersion: '13',
  app: 'kobiton-store:v«_v»',
};
`, V{"a": g.uuid(), "_v": g.digits(6)}, "host: 'api.kobiton.com'")

	g.qaAdd("qa/headspin-token-url", `
# appium_headspin.py
HS_URL = "https://dev-us-pao-0.headspin.io:7003/v0/«a»/wd/hub"
caps = {
    "platformName": "Android",
    "appium:udid": "«_udid»",
    "appium:automationName": "UiAutomator2",
    "appium:appPackage": "com.acme.shop",
    "headspin:capture": True,
    "headspin:controlLock": True,
}
driver = webdriver.Remote(HS_URL, options=UiAutomator2Options().load_capabilities(caps))
`, V{"a": g.hex(32), "_udid": strings.ToUpper(g.hex(12))}, `"appium:appPackage": "com.acme.shop"`)

	g.qaAdd("qa/perfecto-security-token", `
{
  "platformName": "Android",
  "appium:automationName": "UiAutomator2",
  "perfecto:options": {
    "securityToken": "«a»",
    "deviceName": "«_dev»",
    "appiumVersion": "latest",
    "scriptName": "Login flow - Android",
    "takesScreenshot": false
  }
}
remote: https://acme.perfectomobile.com/nexperience/perfectomobile/wd/hub
`, V{"a": g.qaPerfecto("acme"), "_dev": strings.ToUpper(g.hex(16))}, "https://acme.perfectomobile.com/nexperience/perfectomobile/wd/hub")

	acct := g.digits(12)
	g.qaAdd("qa/aws-device-farm-testgrid-url", `
$ aws devicefarm create-test-grid-url --region us-west-2 \
    --project-arn arn:aws:devicefarm:us-west-2:«_acct»:testgrid-project:«_pid» \
    --expires-in-seconds 600
{
    "url": "https://testgrid-devicefarm.us-west-2.amazonaws.com/«a»/wd/hub",
    "expires": "2024-06-12T13:11:08.482000+00:00"
}
`, V{"_acct": acct, "_pid": g.uuid(), "a": "AQICAH" + g.b64u(330)}, "testgrid-project:")

	pk := g.pkcs8RSAPEM()
	g.qaAdd("qa/firebase-test-lab-sa-json", `
+ echo "$GCLOUD_SERVICE_KEY" | base64 -d > /tmp/sa.json
+ cat /tmp/sa.json
{
  "type": "service_account",
  "project_id": "shop-app-ftl",
  "private_key_id": "«_kid»",
  "private_key": "«a»\n",
  "client_email": "ftl-runner@shop-app-ftl.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
+ gcloud auth activate-service-account --key-file=/tmp/sa.json
Activated service account credentials for: [ftl-runner@shop-app-ftl.iam.gserviceaccount.com]
+ gcloud firebase test android run --type instrumentation --app app-debug.apk --test app-debug-androidTest.apk --device model=oriole,version=33
`, V{"_kid": g.hex(40), "a": jsonEsc(pk.block()), "_cid": g.digits(21)}, "ftl-runner@shop-app-ftl.iam.gserviceaccount.com")

	g.qaAdd("qa/bitbar-api-key", `
$ curl -s -u «a»: https://cloud.bitbar.com/api/me/projects | jq '.data[] | {id, name}'
{
  "id": «_p1»,
  "name": "ShopApp Android"
}
# and in capabilities.json
{ "platformName": "Android", "bitbar:options": { "apiKey": "«a»", "project": "ShopApp Android", "testrun": "nightly", "device": "Google Pixel 7" } }
`, V{"a": g.an(32), "_p1": g.digits(9)}, `"testrun": "nightly"`)

	g.qaAdd("qa/genymotion-saas-auth", `
$ gmsaas auth token «a»
$ gmsaas instances start «_recipe» e2e-pixel --max-run-duration 60
«_inst»
$ gmsaas instances adbconnect «_inst»
`, V{"a": g.an(48), "_recipe": g.uuid(), "_inst": g.uuid()}, "--max-run-duration 60")

	g.qaAdd("qa/maestro-cloud-upload", `
$ maestro cloud --api-key «a» --app-file app/build/outputs/apk/release/app-release.apk --flows .maestro/ --name "release-3.8.0"
Uploading Flow(s)... done
Upload ID: mupload_«_up»

Visit the web console for more details: https://app.maestro.dev/project/proj_«_pr»/maestro-test/app/app_«_ap»/upload/mupload_«_up»
`, V{"a": "rb_" + g.an(40), "_up": g.s(alLowNum, 26), "_pr": g.s(alLowNum, 26), "_ap": g.s(alLowNum, 26)}, `--name "release-3.8.0"`)
}

func (g *G) qaCypress() {
	g.qaAdd("qa/cypress-gha-record-inline", `
jobs:
  cypress-run:
    runs-on: ubuntu-22.04
    strategy:
      fail-fast: false
      matrix:
        containers: [1, 2, 3, 4]
    steps:
      - uses: actions/checkout@v4
      - uses: cypress-io/github-action@v6
        with:
          record: true
          parallel: true
          group: 'UI - Chrome'
          browser: chrome
        env:
          CYPRESS_RECORD_KEY: «a»
          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
`, V{"a": g.uuid()}, "cypress-io/github-action@v6", "${{ secrets.GITHUB_TOKEN }}")

	g.qaAdd("qa/cypress-config-env", `
// cypress.config.ts
import { defineConfig } from 'cypress';

export default defineConfig({
  projectId: '«_pid»',
  retries: { runMode: 2, openMode: 0 },
  e2e: {
    baseUrl: 'https://staging.orderly.app',
    specPattern: 'cypress/e2e/**/*.cy.ts',
  },
  env: {
    apiUrl: 'https://api.staging.orderly.app',
    adminEmail: 'qa-admin@orderly.app',
    adminPassword: '«a»',
    stripeSecretKey: '«b»',
  },
});
`, V{"_pid": g.s(alLowNum, 6), "a": g.pw(), "b": g.skTest()}, "qa-admin@orderly.app", "https://api.staging.orderly.app")

	tok := g.userJWT()
	g.qaAdd("qa/cypress-request-failure", `
  1) Orders API
       creates an order for a returning customer:
     CypressError: ˋcy.request()ˋ failed on:

https://api.staging.orderly.app/v2/orders

The response we received from your web server was:

  > 403: Forbidden

This was considered a failure because the status code was not ˋ2xxˋ or ˋ3xxˋ.

If you do not want status codes to cause failures pass the option: ˋfailOnStatusCode: falseˋ

-----------------------------------------------------------

The request we sent was:

Method: POST
URL: https://api.staging.orderly.app/v2/orders
Headers: {
  "Connection": "keep-alive",
  "authorization": "Bearer «a»",
  "x-api-key": "«b»",
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Cypress/13.13.0 Chrome/118.0.5993.159 Electron/27.3.10 Safari/537.36",
  "accept": "*/*",
  "content-type": "application/json"
}
Body: {"sku":"TEA-EARLGREY-250","qty":2}
`, V{"a": tok, "b": g.an(40)}, "Body: {\"sku\":\"TEA-EARLGREY-250\",\"qty\":2}")

	g.qaAdd("qa/currents-record-key", `
// currents.config.js
module.exports = {
  projectId: "«_pid»",
  recordKey: "«a»",
  cloudServiceUrl: "https://cy.currents.dev",
};
$ npx cypress-cloud run --parallel --record --ci-build-id "$GITHUB_RUN_ID-$GITHUB_RUN_ATTEMPT"
🎥 Run URL: https://app.currents.dev/run/«_run»
`, V{"_pid": g.an(6), "a": g.an(16), "_run": g.hex(16)}, `cloudServiceUrl: "https://cy.currents.dev"`)

	g.qaAdd("qa/sorry-cypress-compose", `
services:
  mongo:
    image: mongo:6.0
    environment:
      MONGO_INITDB_ROOT_USERNAME: sorry
      MONGO_INITDB_ROOT_PASSWORD: «a»
  director:
    image: agoldis/sorry-cypress-director:2.5.11
    environment:
      DASHBOARD_URL: http://cypress-dashboard.internal:8080
      EXECUTION_DRIVER: '../execution/mongo/driver'
      MONGODB_URI: 'mongodb://sorry:«a»@mongo:27017'
      MONGODB_DATABASE: 'sorry-cypress'
      SCREENSHOTS_DRIVER: '../screenshots/minio.driver'
      MINIO_ACCESS_KEY: «_mk»
      MINIO_SECRET_KEY: «b»
      MINIO_ENDPOINT: 'storage.internal'
`, V{"a": g.pwURL(), "_mk": "sorry-cypress", "b": g.an(40)}, "agoldis/sorry-cypress-director:2.5.11", "MONGODB_DATABASE: 'sorry-cypress'")

	g.qaAdd("qa/cypress-env-cli", `
$ npx cypress run --browser chrome --env apiKey=«a»,adminPassword=«b»,grepTags=@smoke --spec "cypress/e2e/admin/*.cy.ts"
DevTools listening on ws://127.0.0.1:39221/devtools/browser/«_dt»

====================================================================================================

  (Run Starting)
`, V{"a": g.an(32), "b": g.pwURL(), "_dt": g.uuid()}, "grepTags=@smoke")

	g.qaAdd("qa/cypress-fixture-users", `
$ cat cypress/fixtures/users.json
{
  "admin":   { "email": "e2e-admin@orderly.app",   "password": "«a»", "role": "owner" },
  "manager": { "email": "e2e-manager@orderly.app", "password": "«b»", "role": "manager" },
  "viewer":  { "email": "e2e-viewer@orderly.app",  "password": "«c»", "role": "viewer" },
  "locked":  { "email": "e2e-locked@orderly.app",  "password": "wrong-password-on-purpose", "role": "viewer" }
}
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "e2e-admin@orderly.app", "wrong-password-on-purpose")

	g.qaAdd("qa/cypress-dotenv-prefixed", `
# .env.cypress (gitignored — NOT anymore, see PR #1183)
CYPRESS_BASE_URL=https://staging.orderly.app
CYPRESS_MAILOSAUR_SERVER_ID=«_ms»
CYPRESS_MAILOSAUR_API_KEY=«a»
CYPRESS_TOTP_SECRET=«b»
CYPRESS_FEATURE_FLAGS=checkout_v2,search_v3
`, V{"_ms": g.s(alLowNum, 8), "a": g.an(32), "b": g.totp()}, "CYPRESS_FEATURE_FLAGS=checkout_v2,search_v3")

	g.qaAdd("qa/cypress-terminal-report-login", `
      ✖ admin can refund an order (12418ms)
        cy:command ✔  visit	/login
        cy:request ✔  POST https://api.staging.orderly.app/auth/login
                    Status: 200
                    Response body: {
                      "accessToken": "«a»",
                      "refreshToken": "«b»",
                      "expiresIn": 900
                    }
        cy:log ✱  logged in as e2e-admin@orderly.app
        cy:command ✘  get	[data-cy=refund-button]
                    Timed out retrying after 4000ms: Expected to find element: [data-cy=refund-button], but never found it.
`, V{"a": g.userJWT(), "b": g.b64u(64)}, "[data-cy=refund-button]", "e2e-admin@orderly.app")
}

func (g *G) qaVisual() {
	g.qaAdd("qa/percy-exec-cypress", `
$ PERCY_TOKEN=«a» npx percy exec -- cypress run --spec cypress/e2e/visual/*.cy.ts
[percy] Percy has started!
[percy] Running "cypress run --spec cypress/e2e/visual/*.cy.ts"
[percy] Snapshot taken: Home page
[percy] Snapshot taken: Pricing page
[percy] Stopping percy...
[percy] Finalized build #«=n»: https://percy.io/«_org»/storefront/builds/«_bid»
[percy] Done!
`, V{"a": g.qaPercy("web"), "=n": g.digits(3), "_org": g.hex(8), "_bid": g.digits(8)}, "[percy] Percy has started!")

	g.qaAdd("qa/percy-automate-env", `
$ env | grep -i percy
PERCY_TOKEN=«a»
PERCY_BRANCH=feature/new-header
PERCY_PARALLEL_NONCE=«_nonce»
PERCY_PARALLEL_TOTAL=-1
$ grep -A2 percy browserstack.yml
percy: true
percyCaptureMode: auto
`, V{"a": g.qaPercy("auto"), "_nonce": g.digits(10)}, "percyCaptureMode: auto", "PERCY_BRANCH=feature/new-header")

	g.qaAdd("qa/percy-app-gitlab", `
app-percy:
  stage: visual
  variables:
    PERCY_TOKEN: "«a»"
  script:
    - npx percy app:exec -- python -m pytest tests/visual -n 4
`, V{"a": g.qaPercy("app")}, "npx percy app:exec --")

	g.qaAdd("qa/applitools-config-js", `
// applitools.config.js
module.exports = {
  testConcurrency: 5,
  apiKey: '«a»',
  serverUrl: 'https://eyesapi.applitools.com',
  batchName: 'Storefront visual',
  browser: [
    { width: 1280, height: 800, name: 'chrome' },
    { deviceName: 'iPhone 14', screenOrientation: 'portrait' },
  ],
  failCypressAfterAllSpecs: true,
};
`, V{"a": g.qaEyes()}, "serverUrl: 'https://eyesapi.applitools.com'")

	g.qaAdd("qa/applitools-java-eyes", `
    @BeforeAll
    public static void setUpBatch() {
        runner = new VisualGridRunner(new RunnerOptions().testConcurrency(5));
        batch = new BatchInfo("Checkout regression");
        batch.setId("«_bid»");
        config = new Configuration();
        config.setApiKey("«a»");
        config.setBatch(batch);
        config.addBrowser(1600, 1200, BrowserType.CHROME);
    }
`, V{"_bid": g.uuid(), "a": g.qaEyes()}, `new BatchInfo("Checkout regression")`)

	g.qaAdd("qa/applitools-results-log", `
$ APPLITOOLS_API_KEY=«a» npx eyes-storybook --conf applitools.config.js
Using @applitools/eyes-storybook version 3.50.3.

Starting storybook server
Storybook was started
Reading stories
Done reading stories
Done taking 42 snapshots
[EYES: TEST RESULTS]:

Button: Primary [Chrome 126.0] [1280x800] - Passed
Header: Logged out [Chrome 126.0] [1280x800] - Unresolved
See details at https://eyes.applitools.com/app/test-results/«_r»?accountId=«_acc»~
`, V{"a": g.qaEyes(), "_r": g.digits(18), "_acc": g.b64u(22)}, "Using @applitools/eyes-storybook version 3.50.3.")

	g.qaAdd("qa/chromatic-cli-token-flag", `
$ npx chromatic --project-token=«a» --exit-zero-on-changes --only-changed
Chromatic CLI v11.5.4
https://www.chromatic.com/docs/cli

  ✔ Authenticated with Chromatic
    → Using project token '«_mask»'
  ✔ Retrieved git information
    → Commit '«_sha»' on branch 'feat/cart-drawer'; found 1 parent build
  ✔ Storybook built in 41 seconds
  ✔ Build 1342 auto-accepted
    → View build details at https://www.chromatic.com/build?appId=«_app»&number=1342
`, V{"a": g.qaChpt(), "_mask": "********" + g.hex(4), "_sha": g.hex(7), "_app": g.hex(24)}, "Chromatic CLI v11.5.4")

	g.qaAdd("qa/chromatic-config-json", `
$ cat chromatic.config.json
{
  "$schema": "https://www.chromatic.com/config-file.schema.json",
  "projectId": "Project:«_p»",
  "projectToken": "«a»",
  "buildScriptName": "build-storybook",
  "onlyChanged": true,
  "zip": true
}
`, V{"_p": g.hex(24), "a": g.qaChpt()}, `"buildScriptName": "build-storybook"`)

	g.qaAdd("qa/happo-config", `
// .happo.js
const { RemoteBrowserTarget } = require('happo.io');

module.exports = {
  apiKey: process.env.HAPPO_API_KEY || '«_k»',
  apiSecret: process.env.HAPPO_API_SECRET || '«a»',
  project: 'design-system',
  targets: {
    chrome: new RemoteBrowserTarget('chrome', { viewport: '1024x768' }),
    'ios-safari': new RemoteBrowserTarget('ios-safari', { viewport: '375x667' }),
  },
};
`, V{"_k": g.hex(10), "a": g.hex(32)}, "process.env.HAPPO_API_SECRET", "project: 'design-system'")

	g.qaAdd("qa/argos-upload", `
$ ARGOS_TOKEN=«a» npx @argos-ci/cli upload ./screenshots --build-name e2e
Found 58 screenshots
Uploading...
✔ Build created: https://app.argos-ci.com/acme/storefront/builds/«=n»
`, V{"a": g.hex(40), "=n": g.digits(4)}, "Found 58 screenshots")

	g.qaAdd("qa/lost-pixel-config", `
// lostpixel.config.ts
import { CustomProjectConfig } from 'lost-pixel';

export const config: CustomProjectConfig = {
  storybookShots: { storybookUrl: './storybook-static' },
  lostPixelProjectId: '«_pid»',
  apiKey: '«a»',
  generateOnly: false,
  failOnDifference: true,
};
`, V{"_pid": "cl" + g.s(alLowNum, 23), "a": g.uuid()}, "storybookUrl: './storybook-static'")

	g.qaAdd("qa/backstop-login-script", `
// backstop_data/engine_scripts/puppet/login.js
module.exports = async (page, scenario, vp) => {
  console.log('SCENARIO > ' + scenario.label);
  await page.goto('https://staging.orderly.app/login');
  await page.type('#email', 'visual-bot@orderly.app');
  await page.type('#password', '«a»');
  await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
};
`, V{"a": g.pw()}, "visual-bot@orderly.app", "backstop_data/engine_scripts/puppet/login.js")
}

func (g *G) qaPlaywright() {
	g.qaAdd("qa/playwright-storage-state-django-okta", `
$ cat playwright/.auth/staff.json
{
  "cookies": [
    {
      "name": "sessionid",
      "value": "«a»",
      "domain": "admin.staging.kestrel.io",
      "path": "/",
      "expires": 1731312000.12,
      "httpOnly": true,
      "secure": true,
      "sameSite": "Lax"
    },
    {
      "name": "csrftoken",
      "value": "«=csrf»",
      "domain": "admin.staging.kestrel.io",
      "path": "/",
      "expires": 1749801600.12,
      "httpOnly": false,
      "secure": true,
      "sameSite": "Lax"
    }
  ],
  "origins": [
    {
      "origin": "https://app.staging.kestrel.io",
      "localStorage": [
        { "name": "okta-token-storage", "value": "{\"accessToken\":{\"accessToken\":\"«b»\",\"tokenType\":\"Bearer\",\"scopes\":[\"openid\",\"profile\"]}}" }
      ]
    }
  ]
}
`, V{"a": g.djangoSession(), "=csrf": g.an(32), "b": g.userJWT()}, "admin.staging.kestrel.io", "https://app.staging.kestrel.io")

	g.qaAdd("qa/playwright-global-setup-api", `
// global-setup.ts
import { request, FullConfig } from '@playwright/test';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  const ctx = await request.newContext({ baseURL });
  const res = await ctx.post('/api/session', {
    data: { username: 'pw-runner', password: '«a»', otp: '000000' },
    headers: { 'x-bypass-rate-limit': '«b»' },
  });
  if (!res.ok()) throw new Error(ˋlogin failed: ${res.status()}ˋ);
  await ctx.storageState({ path: storageState as string });
  await ctx.dispose();
}

export default globalSetup;
`, V{"a": g.pwStrong(), "b": g.hex(32)}, "username: 'pw-runner'", "storageState as string")

	g.qaAdd("qa/playwright-dotenv-file", `
$ cat .env.playwright
BASE_URL=https://staging.kestrel.io
E2E_USER_EMAIL=pw-runner@kestrel.io
E2E_USER_PASSWORD=«a»
E2E_TOTP_SECRET=«b»
E2E_ADMIN_API_TOKEN=«c»
PWDEBUG=0
`, V{"a": g.pw(), "b": g.totp(), "c": "kst_" + g.an(40)}, "E2E_USER_EMAIL=pw-runner@kestrel.io", "PWDEBUG=0")

	ws := "eastus_" + g.uuid()
	g.qaAdd("qa/playwright-testing-service", `
# .env  (Microsoft Playwright Testing)
PLAYWRIGHT_SERVICE_URL=wss://eastus.api.playwright.microsoft.com/accounts/«_ws»/browsers
PLAYWRIGHT_SERVICE_ACCESS_TOKEN=«a»
$ npx playwright test --config=playwright.service.config.ts --workers=20
Running 184 tests using 20 workers
`, V{"_ws": ws, "a": g.jwt("RS256", fmt.Sprintf(`{"aid":"%s","oid":"%s","id":"%s","name":"ci-token","ver":"1.0","nbf":%d,"exp":%d,"iss":"https://mpt.playwright.microsoft.com","aud":"https://mpt.playwright.microsoft.com"}`, ws, g.uuid(), g.uuid(), 1718000000, 1725776000))}, "Running 184 tests using 20 workers")

	g.qaAdd("qa/playwright-goto-call-log", `
  1) [chromium] › invites.spec.ts:22:7 › team invites › invitee can accept ────────────────────────

    Error: page.goto: net::ERR_ABORTED at https://staging.kestrel.io/invite/accept?token=«a»
    Call log:
      - navigating to "https://staging.kestrel.io/invite/accept?token=«a»", waiting until "load"

      20 |     const link = await mailbox.lastLinkTo('invite/accept');
      21 |     console.log('invite link', link);
    > 22 |     await page.goto(link);
         |                ^
`, V{"a": g.b64u(43)}, "team invites › invitee can accept", "mailbox.lastLinkTo('invite/accept')")

	g.qaAdd("qa/playwright-record-har", `
$ jq '.log.entries[3].request | {method, url, headers: [.headers[] | select(.name|test("auth|cookie";"i"))]}' test-results/har/checkout.har
{
  "method": "POST",
  "url": "https://api.staging.kestrel.io/v1/carts/«_cart»/checkout",
  "headers": [
    { "name": "authorization", "value": "Bearer «a»" },
    { "name": "cookie", "value": "ks_session=«b»; ks_consent=1" }
  ]
}
`, V{"_cart": g.uuid(), "a": g.userJWT(), "b": g.b64u(32)}, "test-results/har/checkout.har", "ks_consent=1")

	g.qaAdd("qa/playwright-config-headers-webserver", `
export default defineConfig({
  fullyParallel: true,
  use: {
    baseURL: 'http://localhost:3000',
    extraHTTPHeaders: { 'X-Api-Key': '«a»' },
  },
  webServer: {
    command: 'pnpm start',
    url: 'http://localhost:3000/healthz',
    env: {
      DATABASE_URL: 'postgresql://e2e:«b»@localhost:55432/kestrel_e2e',
      SESSION_SECRET: '«c»',
    },
    reuseExistingServer: !process.env.CI,
  },
});
`, V{"a": g.an(32), "b": g.pwURL(), "c": g.hex(64)}, "url: 'http://localhost:3000/healthz'", "reuseExistingServer: !process.env.CI")

	g.qaAdd("qa/playwright-python-conftest", `
# tests/conftest.py
import pytest

@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {
        **browser_context_args,
        "http_credentials": {"username": "preview", "password": "«a»"},
        "ignore_https_errors": True,
    }

# pytest.ini
# [pytest]
# addopts = --base-url https://preview-1832.kestrel.dev --browser chromium --tracing retain-on-failure
`, V{"a": g.pwStrong()}, "--base-url https://preview-1832.kestrel.dev")

	g.qaAdd("qa/playwright-dotnet-runsettings", `
<?xml version="1.0" encoding="utf-8"?>
<RunSettings>
  <Playwright>
    <BrowserName>chromium</BrowserName>
    <LaunchOptions><Headless>true</Headless></LaunchOptions>
  </Playwright>
  <TestRunParameters>
    <Parameter name="BaseUrl" value="https://uat.northwind-portal.com" />
    <Parameter name="AdminUser" value="uat-admin" />
    <Parameter name="AdminPassword" value="«a»" />
  </TestRunParameters>
</RunSettings>
`, V{"a": g.pw()}, `<Parameter name="AdminUser" value="uat-admin" />`)

	g.qaAdd("qa/playwright-codegen-python", `
$ playwright codegen --target python-pytest --save-storage=auth.json https://partners.kestrel.io/login
import re
from playwright.sync_api import Page, expect


def test_example(page: Page) -> None:
    page.goto("https://partners.kestrel.io/login")
    page.get_by_placeholder("you@company.com").fill("lena.fischer@partner-demo.de")
    page.get_by_placeholder("Password").fill("«a»")
    page.get_by_role("button", name="Log in").click()
    expect(page.get_by_role("heading", name="Partner dashboard")).to_be_visible()
`, V{"a": g.pw()}, "lena.fischer@partner-demo.de", "--save-storage=auth.json")

	g.qaAdd("qa/playwright-report-attachment", `
$ ls test-results/auth-refresh-chromium-retry1/
login-response-«_h».json  trace.zip  video.webm
$ cat test-results/auth-refresh-chromium-retry1/login-response-«_h».json
{"user":{"id":«_uid»,"email":"pw-runner@kestrel.io"},"access_token":"«a»","refresh_token":"«b»","expires_in":899}
`, V{"_h": g.hex(40), "_uid": g.digits(5), "a": g.userJWT(), "b": "rt_" + g.b64u(48)}, "trace.zip  video.webm")
}

func (g *G) qaSelenium() {
	g.qaAdd("qa/selenium-grid-config-toml", `
$ cat /opt/selenium/config.toml
[server]
port = 4444
registration-secret = "«a»"

[router]
username = "gridadmin"
password = "«b»"

[sessionqueue]
session-request-timeout = 300
session-retry-interval = 15

[distributor]
slot-selector = "org.openqa.selenium.grid.distributor.selector.DefaultSlotSelector"
`, V{"a": g.hex(32), "b": g.pwStrong()}, `username = "gridadmin"`, "session-request-timeout = 300")

	pw := g.pwURL()
	g.qaAdd("qa/selenium-grid-docker-compose", `
services:
  selenium-hub:
    image: selenium/hub:4.22.0-20240621
    ports: ["4442:4442", "4443:4443", "4444:4444"]
    environment:
      - SE_ROUTER_USERNAME=gridadmin
      - SE_ROUTER_PASSWORD=«a»
  chrome:
    image: selenium/node-chrome:4.22.0-20240621
    shm_size: 2gb
    depends_on: [selenium-hub]
    environment:
      - SE_EVENT_BUS_HOST=selenium-hub
      - SE_EVENT_BUS_PUBLISH_PORT=4442
      - SE_EVENT_BUS_SUBSCRIBE_PORT=4443
      - SE_NODE_GRID_URL=http://gridadmin:«a»@selenium-hub:4444
`, V{"a": pw}, "selenium/node-chrome:4.22.0-20240621", "SE_EVENT_BUS_HOST=selenium-hub")

	g.qaAdd("qa/selenium-standalone-cli", `
$ java -jar selenium-server-4.22.0.jar standalone --port 4444 --max-sessions 4 --username admin --password «a»
10:12:40.118 INFO [LoggingOptions.configureLogEncoding] - Using the system default encoding
10:12:40.124 INFO [OpenTelemetryTracer.createTracer] - Using OpenTelemetry for tracing
10:12:41.002 INFO [NodeOptions.getSessionFactories] - Detected 4 available processors
10:12:41.377 INFO [Standalone.execute] - Started Selenium Standalone 4.22.0 (revision c5f3146703): http://10.0.3.7:4444
`, V{"a": g.pw()}, "Started Selenium Standalone 4.22.0 (revision c5f3146703)")

	g.qaAdd("qa/selenium-grid-graphql", `
$ curl -s -u gridadmin:«a» -X POST -H "Content-Type: application/json" \
    --data '{"query": "{ grid { totalSlots, sessionCount, sessionQueueSize } sessionsInfo { sessions { id, capabilities } } }"}' \
    http://grid.qa.internal:4444/graphql
{"data":{"grid":{"totalSlots":24,"sessionCount":2,"sessionQueueSize":0},"sessionsInfo":{"sessions":[{"id":"«_s1»","capabilities":"{\"browserName\":\"chrome\"}"},{"id":"«_s2»","capabilities":"{\"browserName\":\"firefox\"}"}]}}}
`, V{"a": g.pwURL(), "_s1": g.hex(32), "_s2": g.hex(32)}, "http://grid.qa.internal:4444/graphql")

	g.qaAdd("qa/selenium-python-clientconfig", `
from selenium import webdriver
from selenium.webdriver.remote.client_config import ClientConfig

client_config = ClientConfig(
    remote_server_addr="https://grid.qa.internal",
    username="gridadmin",
    password="«a»",
    timeout=120,
)
driver = webdriver.Remote(command_executor="https://grid.qa.internal", options=webdriver.ChromeOptions(), client_config=client_config)
`, V{"a": g.pwStrong()}, `remote_server_addr="https://grid.qa.internal"`)

	g.qaAdd("qa/selenium-helm-values", `
# values-qa.yaml for docker-selenium's selenium-grid chart
global:
  seleniumGrid:
    imageTag: 4.22.0-20240621
basicAuth:
  enabled: true
  username: gridadmin
  password: «a»
ingress:
  enabled: true
  hostname: grid.qa.acme.io
autoscaling:
  enabled: true
  scalingType: job
`, V{"a": g.pwURL()}, "hostname: grid.qa.acme.io", "scalingType: job")

	g.qaAdd("qa/ggr-quota-htpasswd", `
$ htpasswd -bc /etc/grid-router/users.htpasswd qa-team «a»
Adding password for user qa-team
$ cat /etc/grid-router/quota/qa-team.xml
<qa:browsers xmlns:qa="urn:config.gridrouter.qatools.ru">
  <browser name="chrome" defaultVersion="126.0">
    <version number="126.0">
      <region name="eu-1">
        <host name="selenoid-1.qa.internal" port="4444" count="8" username="selenoid" password="«b»"/>
      </region>
    </version>
  </browser>
</qa:browsers>
`, V{"a": g.pw(), "b": g.pwURL()}, "selenoid-1.qa.internal", "Adding password for user qa-team")

	g.qaAdd("qa/selenium-ide-side", `
{
  "id": "«_id»",
  "version": "2.0",
  "name": "Backoffice smoke",
  "url": "https://backoffice.staging.acme.io",
  "tests": [{
    "id": "«_t»",
    "name": "login",
    "commands": [
      { "id": "«_c1»", "command": "open", "target": "/login", "targets": [], "value": "" },
      { "id": "«_c2»", "command": "type", "target": "id=username", "targets": [["id=username", "id"]], "value": "ops.lead" },
      { "id": "«_c3»", "command": "type", "target": "id=password", "targets": [["id=password", "id"]], "value": "«a»" },
      { "id": "«_c4»", "command": "click", "target": "css=button.btn-primary", "targets": [], "value": "" }
    ]
  }]
}
`, V{"_id": g.uuid(), "_t": g.uuid(), "_c1": g.uuid(), "_c2": g.uuid(), "_c3": g.uuid(), "_c4": g.uuid(), "a": g.pw()}, `"value": "ops.lead"`)

	g.qaAdd("qa/selenium-session-not-created", `
org.openqa.selenium.SessionNotCreatedException: Could not start a new session. Response code 500. Message: Could not start a new session. Could not start a new session. No nodes support the capabilities in the request
Host info: host: 'runner-7', ip: '10.1.0.4'
Build info: version: '4.22.0', revision: 'c5f3146703'
System info: os.name: 'Linux', os.arch: 'amd64', os.version: '6.5.0-1022-azure', java.version: '17.0.11'
Driver info: org.openqa.selenium.remote.RemoteWebDriver
Command: [null, newSession {capabilities=[Capabilities {browserName: MicrosoftEdge, ms:edgeOptions: {args: [], extensions: []}}]}]
Remote URL: https://gridadmin:«a»@grid.qa.internal/wd/hub
	at org.openqa.selenium.remote.RemoteWebDriver.execute(RemoteWebDriver.java:592)
`, V{"a": g.pwURL()}, "Build info: version: '4.22.0', revision: 'c5f3146703'")

	g.qaAdd("qa/wdio-custom-grid-basic-auth", `
// wdio.grid.conf.ts
export const config: WebdriverIO.Config = {
  ...shared,
  protocol: 'https',
  hostname: 'grid.qa.internal',
  port: 443,
  path: '/wd/hub',
  user: 'gridadmin',
  key: '«a»',
  maxInstances: 8,
};
`, V{"a": g.pwStrong()}, "hostname: 'grid.qa.internal'")
}

func (g *G) qaAppium() {
	ks := g.pw()
	g.qaAdd("qa/appium-caps-keystore", `
{
  "platformName": "Android",
  "appium:automationName": "UiAutomator2",
  "appium:app": "/builds/app-release-unsigned.apk",
  "appium:useKeystore": true,
  "appium:keystorePath": "/builds/keys/upload.jks",
  "appium:keystorePassword": "«a»",
  "appium:keyAlias": "upload",
  "appium:keyPassword": "«a»",
  "appium:autoGrantPermissions": true,
  "appium:newCommandTimeout": 240
}
`, V{"a": ks}, `"appium:keystorePath": "/builds/keys/upload.jks"`)

	g.qaAdd("qa/appium-server-log-caps", `
[Appium] Welcome to Appium v2.11.2
[Appium] Appium REST http interface listener started on http://0.0.0.0:4723
[HTTP] --> POST /session {"capabilities":{"firstMatch":[{}],"alwaysMatch":{"platformName":"Android","appium:automationName":"UiAutomator2","appium:app":"/tmp/shop.apk","appium:useKeystore":true,"appium:keystorePath":"/tmp/release.jks","appium:keystorePassword":"«a»","appium:keyAlias":"shop","appium:keyPassword":"«b»"}}}
[AppiumDriver@8c1f] Calling AppiumDriver.createSession() with args: [null,null,{"firstMatch":[{}],"alwaysMatch":{"platformName":"Android"}}]
[AppiumDriver@8c1f] Creating new UiAutomator2Driver (v3.7.0) session
`, V{"a": g.pwStrong(), "b": g.pwStrong()}, "[Appium] Welcome to Appium v2.11.2")

	acct := g.awsID()
	g.qaAdd("qa/appium-ios-presigned-app", `
{
  "platformName": "iOS",
  "appium:automationName": "XCUITest",
  "appium:platformVersion": "17.5",
  "appium:deviceName": "iPhone 15",
  "appium:xcodeOrgId": "«_team»",
  "appium:xcodeSigningId": "Apple Development",
  "appium:updatedWDABundleId": "io.acme.WebDriverAgentRunner",
  "appium:app": "https://acme-ci-builds.s3.eu-west-1.amazonaws.com/ios/Shop-3.8.0.ipa?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=cred»%2F20240612%2Feu-west-1%2Fs3%2Faws4_request&X-Amz-Date=20240612T101500Z&X-Amz-Expires=3600&X-Amz-SignedHeaders=host&X-Amz-Signature=«a»"
}
`, V{"_team": g.s(alUpNum, 10), "=cred": acct, "a": g.hex(64)}, "io.acme.WebDriverAgentRunner")

	g.qaAdd("qa/appium-sauce-rdc-wdio", `
  capabilities: [{
    platformName: 'Android',
    'appium:deviceName': 'Google Pixel.*',
    'appium:automationName': 'UiAutomator2',
    'appium:app': 'storage:filename=ShopApp-release.apk',
    'sauce:options': {
      appiumVersion: 'latest',
      username: 'acme-mobile',
      accessKey: '«a»',
      build: ˋrdc-${process.env.BUILD_NUMBER}ˋ,
    },
  }],
`, V{"a": g.uuid()}, "'appium:app': 'storage:filename=ShopApp-release.apk'")

	g.qaAdd("qa/appium-page-object-login", `
public class LoginTest extends BaseTest {
    @Test(groups = {"smoke"})
    public void validLogin() {
        LoginPage login = new LoginPage(driver);
        // staging test account, do not delete — shared with manual QA
        HomePage home = login.loginAs("qa.tester+android@acme.io", "«a»");
        Assert.assertTrue(home.isWelcomeBannerShown());
    }
}
`, V{"a": g.pw()}, "qa.tester+android@acme.io", "home.isWelcomeBannerShown()")

	g.qaAdd("qa/appium-config-properties", `
# src/test/resources/config.properties
appium.server.url=http://127.0.0.1:4723
platform=android
bs.user=«_u»
bs.key=«a»
app.id=bs://«_app»
test.user.email=mobile-e2e@acme.io
test.user.password=«b»
implicit.wait.seconds=10
`, V{"_u": g.qaBSUser("mobileci"), "a": g.qaBSKey(), "_app": g.hex(40), "b": g.pw()}, "implicit.wait.seconds=10", "test.user.email=mobile-e2e@acme.io")

	g.qaAdd("qa/appium-bs-app-automate-yml", `
# browserstack.yml (App Automate, pytest-appium)
userName: «_u»
accessKey: «a»
app: bs://«_app»
platforms:
  - deviceName: Samsung Galaxy S23 Ultra
    osVersion: 13.0
    platformName: android
  - deviceName: iPhone 15
    osVersion: 17
    platformName: ios
parallelsPerPlatform: 1
buildName: shop-app-pr-«=n»
`, V{"_u": g.qaBSUser("mobileci"), "a": g.qaBSKey(), "_app": g.hex(40), "=n": g.digits(4)}, "Samsung Galaxy S23 Ultra")
}

func (g *G) qaLoad() {
	g.qaAdd("qa/k6-script-token", `
import http from 'k6/http';
import { check, sleep } from 'k6';

export const options = {
  vus: 50,
  duration: '5m',
  thresholds: { http_req_duration: ['p(95)<400'] },
};

const BASE = __ENV.BASE_URL || 'https://api.staging.quill.app';
const TOKEN = '«a»';

export default function () {
  const res = http.get(ˋ${BASE}/v1/notes?limit=20ˋ, { headers: { Authorization: ˋBearer ${TOKEN}ˋ } });
  check(res, { 'status is 200': (r) => r.status === 200 });
  sleep(1);
}
`, V{"a": g.userJWT()}, "__ENV.BASE_URL", "http_req_duration: ['p(95)<400']")

	t := g.hex(64)
	g.qaAdd("qa/k6-cloud-login", `
$ k6 cloud login --token «a»
Logged in successfully, token saved in /home/ci/.config/loadimpact/k6/config.json
$ cat /home/ci/.config/loadimpact/k6/config.json
{"collectors":{"cloud":{"token":"«a»"}}}
$ K6_CLOUD_PROJECT_ID=«_pid» k6 cloud run scripts/checkout.js
`, V{"a": t, "_pid": g.digits(7)}, "k6 cloud run scripts/checkout.js")

	g.qaAdd("qa/k6-http-debug-full", `
$ k6 run --http-debug=full -i 1 scripts/login.js
INFO[0001] Request:
POST /api/v1/login HTTP/1.1
Host: api.staging.quill.app
User-Agent: k6/0.52.0 (https://k6.io/)
Content-Length: 64
Content-Type: application/json
Accept-Encoding: gzip

{"username":"loadtest-user-01","password":"«a»"}  group= iter=0 request_id=«_rid» scenario=default source=http-debug vu=1
INFO[0001] Response:
HTTP/2.0 200 OK
Content-Type: application/json
Set-Cookie: quill_sid=«b»; Path=/; HttpOnly; Secure; SameSite=Lax

{"ok":true}  group= iter=0 request_id=«_rid» scenario=default source=http-debug vu=1
`, V{"a": g.pw(), "_rid": g.uuid(), "b": g.b64u(43)}, "loadtest-user-01", "User-Agent: k6/0.52.0 (https://k6.io/)")

	g.qaAdd("qa/k6-influxdb-output", `
$ export K6_INFLUXDB_ORGANIZATION=perf
$ export K6_INFLUXDB_BUCKET=k6
$ export K6_INFLUXDB_TOKEN=«a»
$ ./k6 run -o xk6-influxdb=http://influxdb.perf.internal:8086 scripts/checkout.js
`, V{"a": g.b64u(86) + "=="}, "K6_INFLUXDB_BUCKET=k6", "http://influxdb.perf.internal:8086")

	g.qaAdd("qa/k6-prometheus-rw", `
K6_PROMETHEUS_RW_SERVER_URL=https://prometheus-prod-13-prod-us-east-0.grafana.net/api/prom/push
K6_PROMETHEUS_RW_USERNAME=«_id»
K6_PROMETHEUS_RW_PASSWORD=«a»
K6_PROMETHEUS_RW_TREND_STATS=p(95),p(99),min,max
`, V{"_id": g.digits(7), "a": g.qaGLC("k6-push")}, "K6_PROMETHEUS_RW_TREND_STATS=p(95),p(99),min,max")

	g.qaAdd("qa/k6-operator-testrun", `
apiVersion: k6.io/v1alpha1
kind: TestRun
metadata:
  name: checkout-soak
spec:
  parallelism: 8
  script:
    configMap:
      name: checkout-soak-script
      file: checkout.js
  arguments: --out experimental-prometheus-rw --tag testid=soak-«=n»
  runner:
    env:
      - name: BASE_URL
        value: https://api.staging.quill.app
      - name: API_TOKEN
        value: "«a»"
`, V{"=n": g.digits(4), "a": "qk_live_" + g.an(32)}, "name: checkout-soak-script")

	g.qaAdd("qa/locustfile-login", `
# locustfile.py
from locust import HttpUser, task, between

API_KEY = "«a»"

class Shopper(HttpUser):
    wait_time = between(1, 3)

    def on_start(self):
        resp = self.client.post("/auth/login", json={"email": "perf+shopper@quill.app", "password": "«b»"})
        self.client.headers.update({"Authorization": f"Bearer {resp.json()['token']}", "X-Api-Key": API_KEY})

    @task(3)
    def browse(self):
        self.client.get("/v1/products?page=1")
`, V{"a": g.hex(40), "b": g.pw()}, "perf+shopper@quill.app", "wait_time = between(1, 3)")

	g.qaAdd("qa/locust-headless-failures", `
$ locust -f locustfile.py --headless -u 200 -r 20 -t 10m --host https://api.staging.quill.app --csv perf/run
[2024-06-12 14:02:11,204] perf-runner/INFO/locust.main: Starting Locust 2.29.1
[2024-06-12 14:12:11,330] perf-runner/INFO/locust.main: --run-time limit reached, shutting down
Error report
# occurrences      Error
------------------|-------------------------------------------------------------------------
41                 GET /v1/search?q=tea&api_key=«a»: HTTPError('429 Client Error: Too Many Requests for url: /v1/search?q=tea&api_key=«a»')
3                  POST /auth/login: ConnectionResetError(104, 'Connection reset by peer')
------------------|-------------------------------------------------------------------------
`, V{"a": g.an(32)}, "Starting Locust 2.29.1", "ConnectionResetError(104, 'Connection reset by peer')")

	g.qaAdd("qa/jmeter-auth-manager", `
        <AuthManager guiclass="AuthPanel" testclass="AuthManager" testname="HTTP Authorization Manager">
          <collectionProp name="AuthManager.auth_list">
            <elementProp name="" elementType="Authorization">
              <stringProp name="Authorization.url">https://erp.staging.acme.io/</stringProp>
              <stringProp name="Authorization.username">jmeter-svc</stringProp>
              <stringProp name="Authorization.password">«a»</stringProp>
              <stringProp name="Authorization.domain"></stringProp>
              <stringProp name="Authorization.realm"></stringProp>
            </elementProp>
          </collectionProp>
          <boolProp name="AuthManager.controlledByThreadGroup">false</boolProp>
        </AuthManager>
`, V{"a": g.pw()}, "<stringProp name=\"Authorization.username\">jmeter-svc</stringProp>")

	g.qaAdd("qa/jmeter-header-and-udv", `
      <Arguments guiclass="ArgumentsPanel" testclass="Arguments" testname="User Defined Variables">
        <collectionProp name="Arguments.arguments">
          <elementProp name="HOST" elementType="Argument">
            <stringProp name="Argument.name">HOST</stringProp>
            <stringProp name="Argument.value">api.staging.acme.io</stringProp>
            <stringProp name="Argument.metadata">=</stringProp>
          </elementProp>
          <elementProp name="CLIENT_SECRET" elementType="Argument">
            <stringProp name="Argument.name">CLIENT_SECRET</stringProp>
            <stringProp name="Argument.value">«a»</stringProp>
            <stringProp name="Argument.metadata">=</stringProp>
          </elementProp>
        </collectionProp>
      </Arguments>
      <HeaderManager guiclass="HeaderPanel" testclass="HeaderManager" testname="HTTP Header Manager">
        <collectionProp name="HeaderManager.headers">
          <elementProp name="" elementType="Header">
            <stringProp name="Header.name">Authorization</stringProp>
            <stringProp name="Header.value">Bearer «b»</stringProp>
          </elementProp>
        </collectionProp>
      </HeaderManager>
`, V{"a": g.b64u(40), "b": g.userJWT()}, "<stringProp name=\"Argument.value\">api.staging.acme.io</stringProp>")

	g.qaAdd("qa/jmeter-cli-props", `
$ jmeter -n -t plans/checkout.jmx -Jhost=api.staging.acme.io -Jthreads=200 -Jrampup=60 -Japi_key=«a» -Jdb_password=«b» -l results/checkout.jtl -e -o results/html
Creating summariser <summary>
Created the tree successfully using plans/checkout.jmx
Starting standalone test @ 2024 Jun 12 15:01:22 UTC (1718204482114)
summary +   1532 in 00:00:30 =   51.1/s Avg:   212 Min:    41 Max:  1903 Err:     4 (0.26%) Active: 200 Started: 200 Finished: 0
summary = 101877 in 00:33:05 =   51.3/s Avg:   208 Min:    38 Max:  4410 Err:   212 (0.21%)
`, V{"a": g.hex(32), "b": g.pwURL()}, "-Jthreads=200", "Created the tree successfully using plans/checkout.jmx")

	g.qaAdd("qa/jmeter-jtl-xml-headers", `
<?xml version="1.0" encoding="UTF-8"?>
<testResults version="1.2">
<httpSample t="512" it="0" lt="498" ct="37" ts="1718204490117" s="false" lb="POST /v2/payments" rc="401" rm="Unauthorized" tn="Checkout 1-17" dt="text" by="88" sby="411" ng="200" na="200">
  <requestHeader class="java.lang.String">Connection: keep-alive
Content-Type: application/json
Authorization: Basic «a»
X-Idempotency-Key: «_idem»
Host: api.staging.acme.io
User-Agent: Apache-HttpClient/4.5.14 (Java/17.0.11)
</requestHeader>
  <responseData class="java.lang.String">{"error":"invalid_credentials"}</responseData>
</httpSample>
</testResults>
`, V{"a": qaBasic("jmeter-svc", g.pw()), "_idem": g.uuid()}, "User-Agent: Apache-HttpClient/4.5.14 (Java/17.0.11)")

	g.qaAdd("qa/taurus-blazemeter-token", `
# perf/taurus.yml
execution:
- executor: jmeter
  concurrency: 150
  ramp-up: 2m
  hold-for: 20m
  scenario: checkout

scenarios:
  checkout:
    script: plans/checkout.jmx

modules:
  blazemeter:
    token: «_id»:«a»
    report-name: Checkout soak
    test: Checkout soak
    project: Storefront
`, V{"_id": g.hex(24), "a": g.hex(64)}, "report-name: Checkout soak")

	g.qaAdd("qa/gatling-scala-basic-auth", `
class CheckoutSimulation extends Simulation {

  val httpProtocol = http
    .baseUrl("https://api.staging.acme.io")
    .acceptHeader("application/json")
    .basicAuth("gatling-perf", "«a»")
    .header("X-Api-Key", "«b»")
    .userAgentHeader("Gatling/3.11")

  val scn = scenario("Checkout")
    .exec(http("list products").get("/v1/products"))
    .pause(1.second)

  setUp(scn.inject(rampUsers(300).during(2.minutes))).protocols(httpProtocol)
}
`, V{"a": g.pw(), "b": g.an(40)}, `.basicAuth("gatling-perf", `)

	g.qaAdd("qa/gatling-enterprise-deploy", `
$ ./mvnw gatling:enterpriseDeploy -Dgatling.enterprise.apiToken=«a» -Dgatling.enterprise.packageId=«_pkg»
[INFO] --- gatling:4.9.6:enterpriseDeploy (default-cli) @ perf-tests ---
[INFO] Package «_pkg» uploaded
[INFO] Simulation 'CheckoutSimulation' (id «_sim») deployed
`, V{"a": g.an(48), "_pkg": g.uuid(), "_sim": g.uuid()}, "[INFO] --- gatling:4.9.6:enterpriseDeploy (default-cli) @ perf-tests ---")

	g.qaAdd("qa/gatling-feeder-csv", `
$ head -5 src/test/resources/data/staging-users.csv
username,password,tenant
perf-user-0001,«a»,acme-eu
perf-user-0002,«b»,acme-eu
perf-user-0003,«c»,acme-us
perf-user-0004,«d»,acme-us
`, V{"a": g.pwURL(), "b": g.pwURL(), "c": g.pwURL(), "d": g.pwURL()}, "perf-user-0003", "username,password,tenant")

	g.qaAdd("qa/artillery-yml-record", `
# load/checkout.yml
config:
  target: https://api.staging.acme.io
  phases:
    - duration: 120
      arrivalRate: 10
      rampTo: 50
  defaults:
    headers:
      x-api-key: "«a»"
  payload:
    path: users.csv
    fields: [email, password]
scenarios:
  - flow:
      - post: { url: "/auth/login", json: { email: "{{ email }}", password: "{{ password }}" }, capture: { json: "$.token", as: token } }
      - get: { url: "/v1/cart", headers: { authorization: "Bearer {{ token }}" } }
$ npx artillery run --record --key «b» load/checkout.yml
`, V{"a": g.an(32), "b": "a9_" + g.an(32)}, `password: "{{ password }}"`, "Bearer {{ token }}")

	g.qaAdd("qa/vegeta-targets", `
$ cat targets.txt
GET https://api.staging.acme.io/v1/products?page=1
Authorization: Bearer «a»
X-Request-Source: vegeta

POST https://api.staging.acme.io/v1/cart/items
Authorization: Bearer «a»
Content-Type: application/json
@body/add-item.json
$ vegeta attack -targets=targets.txt -rate=200 -duration=60s | vegeta report
Requests      [total, rate, throughput]  12000, 200.02, 198.41
Success       [ratio]                    99.21%
`, V{"a": g.userJWT()}, "X-Request-Source: vegeta", "Success       [ratio]                    99.21%")

	g.qaAdd("qa/wrk-lua-script", `
-- scripts/post_order.lua
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = "Token «a»"
wrk.body = '{"sku":"TEA-EARLGREY-250","qty":1}'
-- $ wrk -t4 -c64 -d30s -s scripts/post_order.lua https://api.staging.acme.io/v1/orders
`, V{"a": g.hex(40)}, "wrk -t4 -c64 -d30s")

	g.qaAdd("qa/ab-basic-auth-cookie", `
$ ab -n 5000 -c 50 -A loadtest:«a» -C "sessionid=«b»" https://intranet.staging.acme.io/reports/daily
This is ApacheBench, Version 2.3 <$Revision: 1903618 $>
Benchmarking intranet.staging.acme.io (be patient)
Completed 500 requests
Requests per second:    412.35 [#/sec] (mean)
`, V{"a": g.pwURL(), "b": g.djangoSession()}, "This is ApacheBench, Version 2.3 <$Revision: 1903618 $>")

	g.qaAdd("qa/hey-header", `
$ hey -n 2000 -c 50 -m GET -H "X-API-Key: «a»" -H "Accept: application/json" https://search.staging.acme.io/v2/query?q=earl+grey

Summary:
  Total:	9.8812 secs
  Slowest:	0.9121 secs
  Fastest:	0.0211 secs
  Requests/sec:	202.4046
`, V{"a": g.an(40)}, "Requests/sec:\t202.4046")
}

func (g *G) qaCollections() {
	g.qaAdd("qa/postman-environment-export", `
$ cat postman/Staging.postman_environment.json
{
	"id": "«_id»",
	"name": "Staging",
	"values": [
		{
			"key": "baseUrl",
			"value": "https://api.staging.ferry.dev",
			"type": "default",
			"enabled": true
		},
		{
			"key": "clientId",
			"value": "«_cid»",
			"type": "default",
			"enabled": true
		},
		{
			"key": "clientSecret",
			"value": "«a»",
			"type": "secret",
			"enabled": true
		},
		{
			"key": "accessToken",
			"value": "«b»",
			"type": "any",
			"enabled": true
		}
	],
	"_postman_variable_scope": "environment",
	"_postman_exported_at": "2024-06-11T08:41:17.204Z",
	"_postman_exported_using": "Postman/11.2.14"
}
`, V{"_id": g.uuid(), "_cid": g.uuid(), "a": g.b64u(43), "b": g.userJWT()}, "https://api.staging.ferry.dev", `"_postman_exported_using": "Postman/11.2.14"`)

	g.qaAdd("qa/postman-collection-oauth2", `
	"auth": {
		"type": "oauth2",
		"oauth2": [
			{ "key": "clientSecret", "value": "«a»", "type": "string" },
			{ "key": "clientId", "value": "ferry-partner-portal", "type": "string" },
			{ "key": "accessTokenUrl", "value": "https://auth.ferry.dev/oauth/token", "type": "string" },
			{ "key": "grant_type", "value": "client_credentials", "type": "string" },
			{ "key": "tokenName", "value": "partner", "type": "string" },
			{ "key": "addTokenTo", "value": "header", "type": "string" }
		]
	},
`, V{"a": g.an(48)}, "ferry-partner-portal", "https://auth.ferry.dev/oauth/token")

	g.qaAdd("qa/postman-collection-apikey", `
{
	"info": {
		"_postman_id": "«_pid»",
		"name": "Ferry Public API",
		"schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
		"_exporter_id": "«_exp»"
	},
	"auth": {
		"type": "apikey",
		"apikey": [
			{ "key": "value", "value": "«a»", "type": "string" },
			{ "key": "key", "value": "X-Ferry-Key", "type": "string" },
			{ "key": "in", "value": "header", "type": "string" }
		]
	},
`, V{"_pid": g.uuid(), "_exp": g.digits(8), "a": "fk_live_" + g.an(32)}, `"value": "X-Ferry-Key"`)

	g.qaAdd("qa/newman-run-env-var", `
$ newman run postman/ferry.postman_collection.json -e postman/Staging.postman_environment.json --env-var "apiKey=«a»" --reporters cli,junit
newman

Ferry Public API

→ List routes
  GET https://api.staging.ferry.dev/v1/routes?apikey=«a» [200 OK, 4.12kB, 231ms]
  ✓  Status code is 200

→ Create booking
  POST https://api.staging.ferry.dev/v1/bookings [401 Unauthorized, 312B, 88ms]
  1. Status code is 201

┌─────────────────────────┬──────────────────┬──────────────────┐
│                         │         executed │           failed │
├─────────────────────────┼──────────────────┼──────────────────┤
│              iterations │                1 │                0 │
`, V{"a": "fk_test_" + g.an(32)}, "→ Create booking")

	g.qaAdd("qa/newman-postman-api-url", `
$ newman run "https://api.getpostman.com/collections/«_uid»?apikey=«a»" \
    --environment "https://api.getpostman.com/environments/«_env»?apikey=«a»" \
    --bail --color off
newman: collection run completed with 0 failures
`, V{"_uid": g.digits(8) + "-" + g.uuid(), "a": g.postman(), "_env": g.digits(8) + "-" + g.uuid()}, "newman: collection run completed with 0 failures")

	g.qaAdd("qa/postman-cli-login", `
$ postman login --with-api-key «a»
Logged in using api key of user: ferry-ci
Logged in successfully.
$ postman collection run «_uid» -e «_env» --integration-id «_iid»
`, V{"a": g.postman(), "_uid": g.digits(8) + "-" + g.uuid(), "_env": g.digits(8) + "-" + g.uuid(), "_iid": g.digits(6) + "-${{ github.run_id }}"}, "Logged in using api key of user: ferry-ci")

	g.qaAdd("qa/postman-prerequest-script", `
// Collection › Pre-request Script
const tokenUrl = pm.environment.get('baseUrl') + '/oauth/token';
if (!pm.environment.get('accessToken') || Date.now() > pm.environment.get('tokenExpiry')) {
  pm.sendRequest({
    url: tokenUrl,
    method: 'POST',
    header: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: { mode: 'urlencoded', urlencoded: [
      { key: 'grant_type', value: 'client_credentials' },
      { key: 'client_id', value: 'ferry-qa' },
      { key: 'client_secret', value: '«a»' },
    ] },
  }, (err, res) => {
    pm.environment.set('accessToken', res.json().access_token);
    pm.environment.set('tokenExpiry', Date.now() + res.json().expires_in * 1000);
  });
}
`, V{"a": g.b64u(40)}, "pm.environment.get('tokenExpiry')", "{ key: 'client_id', value: 'ferry-qa' }")

	g.qaAdd("qa/bruno-request-bearer", `
$ cat collections/ferry/bookings/Create booking.bru
meta {
  name: Create booking
  type: http
  seq: 3
}

post {
  url: {{baseUrl}}/v1/bookings
  body: json
  auth: bearer
}

auth:bearer {
  token: «a»
}

headers {
  X-Ferry-Key: «b»
}

body:json {
  { "route": "HEL-TLL", "date": "2024-07-01", "passengers": 2 }
}
`, V{"a": g.userJWT(), "b": "fk_live_" + g.an(32)}, "url: {{baseUrl}}/v1/bookings", `"route": "HEL-TLL"`)

	g.qaAdd("qa/bruno-env-secret-and-dotenv", `
$ cat collections/ferry/environments/Staging.bru
vars {
  baseUrl: https://api.staging.ferry.dev
  clientId: ferry-qa
  partnerKey: {{process.env.FERRY_PARTNER_KEY}}
}
vars:secret [
  clientSecret,
  accessToken
]
$ cat collections/ferry/.env
FERRY_PARTNER_KEY=«a»
`, V{"a": "fk_live_" + g.an(32)}, "{{process.env.FERRY_PARTNER_KEY}}", "vars:secret [")

	g.qaAdd("qa/bruno-cli-run", `
$ bru run bookings --env Staging --env-var clientSecret=«a» --output results.json
Running Folder: bookings

Create booking (201 Created) - 412 ms
   ✓ assert: res.status: eq 201
List bookings (200 OK) - 97 ms

Requests:    2 passed, 2 total
Assertions:  3 passed, 3 total
`, V{"a": g.b64u(40)}, "Running Folder: bookings")

	g.qaAdd("qa/insomnia-export-v4", `
{
  "_type": "export",
  "__export_format": 4,
  "__export_date": "2024-06-10T16:22:08.117Z",
  "__export_source": "insomnia.desktop.app:v9.2.0",
  "resources": [
    {
      "_id": "req_«_r1»",
      "parentId": "wrk_«_w»",
      "name": "Get invoice",
      "method": "GET",
      "url": "{{ _.base_url }}/v3/invoices/inv_1PQx",
      "authentication": { "type": "bearer", "token": "{{ _.token }}" },
      "_type": "request"
    },
    {
      "_id": "env_«_e1»",
      "parentId": "wrk_«_w»",
      "name": "Base Environment",
      "data": {
        "base_url": "https://api.billflow.io",
        "token": "«a»",
        "webhook_secret": "«b»"
      },
      "_type": "environment"
    }
  ]
}
`, V{"_r1": g.hex(32), "_w": g.hex(32), "_e1": g.hex(32), "a": g.skLive(), "b": g.whsec()}, `"token": "{{ _.token }}"`, "insomnia.desktop.app:v9.2.0")

	g.qaAdd("qa/insomnia-yaml-v5", `
type: collection.insomnia.rest/5.0
name: Billflow
meta:
  id: wrk_«_w»
  created: 1718030000123
collection:
  - url: "{{ _.base_url }}/v3/customers"
    name: List customers
    method: GET
    authentication:
      type: basic
      useISO88591: false
      disabled: false
      username: billflow-admin
      password: «a»
environments:
  name: Base Environment
  data:
    base_url: https://api.billflow.io
    api_key: «b»
`, V{"_w": g.hex(32), "a": g.pw(), "b": g.an(40)}, "username: billflow-admin", "type: collection.insomnia.rest/5.0")

	g.qaAdd("qa/hoppscotch-env-export", `
[
  {
    "v": 1,
    "id": "«_id»",
    "name": "Production",
    "variables": [
      { "key": "host", "value": "https://api.parcelhub.eu", "secret": false },
      { "key": "apiKey", "value": "«a»", "secret": false },
      { "key": "password", "value": "«b»", "secret": false }
    ]
  }
]
`, V{"_id": "cl" + g.s(alLowNum, 23), "a": "phub_" + g.an(40), "b": g.pw()}, "https://api.parcelhub.eu")

	g.qaAdd("qa/thunder-client-env", `
$ cat thunder-tests/thunderEnvironment.json
[
  {
    "_id": "«_id»",
    "name": "staging",
    "default": false,
    "sortNum": 10000,
    "created": "2024-05-14T09:12:44.211Z",
    "modified": "2024-06-11T12:01:05.318Z",
    "data": [
      { "name": "baseUrl", "value": "https://staging.parcelhub.eu" },
      { "name": "token", "value": "«a»" }
    ]
  }
]
`, V{"_id": g.uuid(), "a": g.userJWT()}, "https://staging.parcelhub.eu")

	g.qaAdd("qa/rest-client-http-file", `
### api.http — VS Code REST Client
@host = https://api.staging.parcelhub.eu
@apiKey = «a»

### List shipments
GET {{host}}/v2/shipments?status=pending
X-Api-Key: {{apiKey}}

### Admin report (basic auth)
GET {{host}}/admin/reports/daily
Authorization: Basic ops-admin «b»
`, V{"a": "phub_" + g.an(40), "b": g.pw()}, "X-Api-Key: {{apiKey}}", "@host = https://api.staging.parcelhub.eu")

	g.qaAdd("qa/jetbrains-http-private-env", `
$ cat http-client.private.env.json
{
  "dev": {
    "username": "dev-admin",
    "password": "«a»",
    "client_secret": "«b»"
  },
  "staging": {
    "username": "qa-admin",
    "password": "«c»",
    "client_secret": "«d»"
  }
}
`, V{"a": g.pw(), "b": g.b64u(40), "c": g.pw(), "d": g.b64u(40)}, `"username": "qa-admin"`)

	g.qaAdd("qa/httpie-session", `
$ http --session=staging -a qa-admin:«a» GET https://api.staging.parcelhub.eu/v2/me
$ cat ~/.config/httpie/sessions/api.staging.parcelhub.eu/staging.json
{
    "__meta__": {
        "about": "HTTPie session file",
        "help": "https://httpie.io/docs#sessions",
        "httpie": "3.2.2"
    },
    "auth": {
        "password": "«a»",
        "type": "basic",
        "username": "qa-admin"
    },
    "cookies": [
        { "domain": "", "expires": null, "name": "phub_session", "path": "/", "secure": true, "value": "«b»" }
    ],
    "headers": []
}
`, V{"a": g.pw(), "b": g.b64u(43)}, `"about": "HTTPie session file"`)

	g.qaAdd("qa/karate-config-js", `
function fn() {
  var env = karate.env || 'dev';
  var config = { baseUrl: 'https://api.dev.parcelhub.eu' };
  if (env == 'staging') {
    config.baseUrl = 'https://api.staging.parcelhub.eu';
    config.apiKey = '«a»';
    config.adminPassword = '«b»';
  }
  karate.configure('connectTimeout', 5000);
  return config;
}
`, V{"a": "phub_" + g.an(40), "b": g.pw()}, "karate.configure('connectTimeout', 5000)")

	g.qaAdd("qa/pact-broker-publish", `
$ pact-broker publish ./pacts --consumer-app-version=$(git rev-parse --short HEAD) --branch=main \
    --broker-base-url=https://acme.pactflow.io --broker-token=«a»
Created Checkout version «_sha» with branch main
Pact successfully published for Checkout version «_sha» and provider Payments.
  View the published pact at https://acme.pactflow.io/pacts/provider/Payments/consumer/Checkout/version/«_sha»
`, V{"a": g.b64u(22), "_sha": g.hex(7)}, "https://acme.pactflow.io")

	g.qaAdd("qa/schemathesis-header", `
$ st run --checks all --header "Authorization: Bearer «a»" --base-url https://api.staging.parcelhub.eu https://api.staging.parcelhub.eu/openapi.json
======================= Schemathesis test session starts =======================
Schema location: https://api.staging.parcelhub.eu/openapi.json
Base URL: https://api.staging.parcelhub.eu
Specification version: Open API 3.1.0
Workers: 1
Collected API operations: 48
`, V{"a": g.userJWT()}, "Collected API operations: 48")

	g.qaAdd("qa/dredd-yml", `
# dredd.yml
reporter: [apiary]
custom:
  apiaryApiKey: «a»
  apiaryApiName: parcelhubapi
header:
  - "Authorization: Basic «b»"
language: nodejs
hookfiles: ./test/hooks.js
endpoint: 'http://127.0.0.1:3000'
blueprint: apiary.apib
`, V{"a": g.hex(32), "b": qaBasic("dredd", g.pwURL())}, "apiaryApiName: parcelhubapi", "hookfiles: ./test/hooks.js")
}

func (g *G) qaTestMgmt() {
	g.qaAdd("qa/testrail-curl-add-result", `
$ curl -s -H "Content-Type: application/json" \
    -u "qa-bot@lumen.health:«a»" \
    -d '{"status_id": 5, "comment": "Failed on retry 2, see build 4411", "elapsed": "2m 14s", "version": "3.14.0"}' \
    "https://lumen.testrail.io/index.php?/api/v2/add_result_for_case/«=run»/«_case»"
{"id":«_rid»,"test_id":«_tid»,"status_id":5,"created_by":12,"created_on":1718201190,"comment":"Failed on retry 2, see build 4411","version":"3.14.0","elapsed":"2m 14s"}
`, V{"a": g.qaTR(), "=run": g.digits(4), "_case": g.digits(5), "_rid": g.digits(7), "_tid": g.digits(7)}, "qa-bot@lumen.health", "https://lumen.testrail.io/index.php?/api/v2/add_result_for_case/")

	g.qaAdd("qa/trcli-config-yml", `
# trcli-config.yml
host: https://lumen.testrail.io
project: Lumen Web
username: qa-bot@lumen.health
password: «a»
title: Nightly regression
run_description: Automated run from GitHub Actions
`, V{"a": g.qaTR()}, "project: Lumen Web", "username: qa-bot@lumen.health")

	g.qaAdd("qa/trcli-command", `
$ trcli -y -h https://lumen.testrail.io --project "Lumen Web" --username qa-bot@lumen.health --key «a» \
    parse_junit --title "PR #«=pr» e2e" --run-description "$GITHUB_SERVER_URL/$GITHUB_REPOSITORY/actions/runs/$GITHUB_RUN_ID" -f reports/junit.xml
TestRail CLI v1.9.5
Copyright 2024 Gurock Software GmbH - www.gurock.com
Parse JUnit Execution Parameters
> Report file: reports/junit.xml
Checking project. Done.
Adding missing sections and cases. Done.
Creating test run. Test run: https://lumen.testrail.io/index.php?/runs/view/«=r»
Adding results: 212/212
Submitted 212 test results in 9.3 secs.
`, V{"a": g.qaTR(), "=pr": g.digits(4), "=r": g.digits(4)}, "TestRail CLI v1.9.5")

	g.qaAdd("qa/pytest-testrail-cfg", `
$ cat testrail.cfg
[API]
url = https://lumen.testrail.io
email = qa-bot@lumen.health
password = «a»

[TESTRUN]
assignedto_id = 14
project_id = 3
suite_id = 11
$ pytest --testrail --tr-config=testrail.cfg --tr-testrun-name="smoke $(date +%F)"
`, V{"a": g.pw()}, "suite_id = 11", "--tr-config=testrail.cfg")

	g.qaAdd("qa/testrail-python-client", `
from testrail import APIClient

client = APIClient("https://lumen.testrail.io/")
client.user = "qa-bot@lumen.health"
client.password = "«a»"  # API key from My Settings > API Keys

cases = client.send_get("get_cases/3&suite_id=11")
print(len(cases["cases"]), "cases")
`, V{"a": g.qaTR()}, `client.send_get("get_cases/3&suite_id=11")`)

	cid := g.s(alHexU, 32)
	jw := g.qaXrayJWT(cid)
	g.qaAdd("qa/xray-cloud-authenticate", `
$ curl -s -H "Content-Type: application/json" -X POST \
    --data '{ "client_id": "«_cid»", "client_secret": "«a»" }' \
    https://xray.cloud.getxray.app/api/v2/authenticate
"«b»"
`, V{"_cid": cid, "a": g.hex(64), "b": jw}, "https://xray.cloud.getxray.app/api/v2/authenticate")

	g.qaAdd("qa/xray-cloud-import-junit", `
+ curl -H "Content-Type: text/xml" -X POST -H "Authorization: Bearer «a»" --data @"reports/junit.xml" "https://xray.cloud.getxray.app/api/v2/import/execution/junit?projectKey=LUM&testPlanKey=LUM-1822"
{"id":"«_id»","key":"LUM-«=k»","self":"https://lumen.atlassian.net/rest/api/2/issue/«_id»"}
`, V{"a": g.qaXrayJWT(g.s(alHexU, 32)), "_id": g.digits(5), "=k": g.digits(4)}, "projectKey=LUM&testPlanKey=LUM-1822")

	g.qaAdd("qa/xray-maven-plugin-pom", `
      <plugin>
        <groupId>app.getxray</groupId>
        <artifactId>xray-maven-plugin</artifactId>
        <version>0.8.0</version>
        <configuration>
          <cloud>true</cloud>
          <clientId>«_cid»</clientId>
          <clientSecret>«a»</clientSecret>
          <projectKey>LUM</projectKey>
          <reportFormat>junit</reportFormat>
          <reportFile>target/surefire-reports/TEST-com.lumen.ApiSuite.xml</reportFile>
        </configuration>
      </plugin>
`, V{"_cid": g.s(alHexU, 32), "a": g.hex(64)}, "<artifactId>xray-maven-plugin</artifactId>")

	g.qaAdd("qa/xray-dc-pat", `
$ curl -H "Content-Type: multipart/form-data" -H "Authorization: Bearer «a»" \
    -F "file=@target/cucumber.json" "https://jira.lumen.internal/rest/raven/2.0/import/execution/cucumber"
{"testExecIssue":{"id":"«_id»","key":"QA-«=k»","self":"https://jira.lumen.internal/rest/api/2/issue/«_id»"}}
`, V{"a": g.pick("M", "N", "O") + g.s(alB64, 43), "_id": g.digits(6), "=k": g.digits(4)}, "/rest/raven/2.0/import/execution/cucumber")

	g.qaAdd("qa/zephyr-scale-curl", `
$ curl -s -H "Authorization: Bearer «a»" \
    "https://api.zephyrscale.smartbear.com/v2/testexecutions?projectKey=LUM&maxResults=2" | jq '.values[] | {key, testCase: .testCase.self}'
{
  "key": "LUM-E«=e1»",
  "testCase": "https://api.zephyrscale.smartbear.com/v2/testcases/LUM-T«=t1»/versions/1"
}
`, V{"a": g.qaZephyrJWT("lumen"), "=e1": g.digits(4), "=t1": g.digits(3)}, "https://api.zephyrscale.smartbear.com/v2/testexecutions")

	zAccID := g.hex(24)
	zAcc := b64s("jira:" + g.uuid() + " user " + zAccID)
	g.qaAdd("qa/zephyr-squad-keys", `
# zephyr.properties — used by the junit uploader
zephyr.baseUrl=https://prod-api.zephyr4jiracloud.com/connect
zephyr.accessKey=«a»
zephyr.secretKey=«b»
zephyr.accountId=«_acc»
zephyr.projectId=10042
zephyr.versionId=-1
`, V{"a": zAcc, "b": g.b64u(43), "_acc": zAccID}, "zephyr.projectId=10042")

	g.qaAdd("qa/qtest-oauth-token", `
$ curl -s -X POST https://lumen.qtestnet.com/oauth/token \
    -H "Authorization: Basic bGluaC1sb2dpbjo=" \
    -d "grant_type=password&username=qa-bot@lumen.health&password=«a»"
{"access_token":"«b»","token_type":"bearer","refresh_token":"«c»","scope":"read create delete write","agent":"qtest-api"}
`, V{"a": g.pwURL(), "b": g.uuid(), "c": g.uuid()}, "Authorization: Basic bGluaC1sb2dpbjo=", `"scope":"read create delete write"`)

	g.qaAdd("qa/qtest-jenkins-env", `
pipeline {
  environment {
    QTEST_URL   = 'https://lumen.qtestnet.com'
    QTEST_TOKEN = '«a»'
    QTEST_PROJECT_ID = '118233'
  }
  stages {
    stage('Upload results') {
      steps {
        sh 'python ci/qtest_upload.py --project $QTEST_PROJECT_ID --results target/surefire-reports'
      }
    }
  }
}
`, V{"a": g.uuid()}, "QTEST_PROJECT_ID = '118233'")

	g.qaAdd("qa/testmo-cli-submit", `
$ export TESTMO_TOKEN=«a»
$ npx testmo automation:run:submit \
    --instance https://lumen.testmo.net \
    --project-id 1 \
    --name "Nightly e2e" \
    --source "playwright" \
    --results results/*.xml
Collecting log files ..
Found 14 result files with a total of 388 tests
Created new automation run (ID: «=id»)
`, V{"a": g.qaTestmo(), "=id": g.digits(4)}, "--instance https://lumen.testmo.net")

	g.qaAdd("qa/practitest-curl", `
$ curl -s -H 'Content-Type: application/json' -H 'PTToken: «a»' \
    "https://api.practitest.com/api/v2/projects/«_p»/runs.json" \
    -d '{"data": {"type": "instances", "attributes": {"instance-id": «_i», "exit-code": 0}}}'
`, V{"a": g.hex(40), "_p": g.digits(5), "_i": g.digits(8)}, "https://api.practitest.com/api/v2/projects/")

	g.qaAdd("qa/testlink-devkey", `
import testlink

TESTLINK_API_PYTHON_SERVER_URL = "https://testlink.lumen.internal/lib/api/xmlrpc/v1/xmlrpc.php"
TESTLINK_API_PYTHON_DEVKEY = "«a»"

tlc = testlink.TestlinkAPIClient(TESTLINK_API_PYTHON_SERVER_URL, TESTLINK_API_PYTHON_DEVKEY)
print(tlc.about())
`, V{"a": g.hex(32)}, "lib/api/xmlrpc/v1/xmlrpc.php")

	g.qaAdd("qa/qase-config-json", `
$ cat qase.config.json
{
  "mode": "testops",
  "fallback": "report",
  "testops": {
    "project": "LUMEN",
    "api": { "token": "«a»" },
    "run": { "title": "CI run", "complete": true },
    "batch": { "size": 100 }
  }
}
`, V{"a": g.hex(64)}, `"project": "LUMEN"`)

	g.qaAdd("qa/kiwi-tcms-conf", `
$ cat ~/.tcms.conf
[tcms]
url = https://tcms.lumen.internal/xml-rpc/
username = ci-uploader
password = «a»
$ tcms-junit.xml-plugin reports/junit.xml
`, V{"a": g.pw()}, "username = ci-uploader", "url = https://tcms.lumen.internal/xml-rpc/")

	pat := g.azDevops()
	g.qaAdd("qa/azure-test-plans-pat", `
$ curl -s -u :«a» -H "Content-Type: application/json" \
    "https://dev.azure.com/lumen/Web/_apis/test/runs?api-version=7.1" \
    -d '{"name":"Playwright nightly","plan":{"id":"«=plan»"},"automated":true}'
$ # same call from the pipeline's log with the header spelled out:
Authorization: Basic «b»
`, V{"a": pat, "=plan": g.digits(4), "b": b64s(":" + pat)}, "_apis/test/runs?api-version=7.1")
}

func (g *G) qaReporting() {
	g.qaAdd("qa/allurectl-env", `
$ export ALLURE_ENDPOINT=https://lumen.testops.cloud
$ export ALLURE_TOKEN=«a»
$ export ALLURE_PROJECT_ID=7
$ export ALLURE_LAUNCH_NAME="main #${GITHUB_RUN_NUMBER}"
$ allurectl watch -- ./gradlew test
[allurectl] Launch [«_l»] created
[allurectl] Session [«_s»] started
`, V{"a": g.uuid(), "_l": g.digits(5), "_s": g.digits(6)}, "ALLURE_ENDPOINT=https://lumen.testops.cloud")

	pw := g.pwURL()
	g.qaAdd("qa/allure-docker-service", `
services:
  allure:
    image: frankescobar/allure-docker-service:2.27.0
    environment:
      CHECK_RESULTS_EVERY_SECONDS: NONE
      KEEP_HISTORY: 1
      SECURITY_ENABLED: 1
      SECURITY_USER: allure-admin
      SECURITY_PASS: «a»
      SECURITY_VIEWER_USER: viewer
      SECURITY_VIEWER_PASS: «b»
$ curl -s -X POST http://allure.qa.internal:5050/allure-docker-service/login -H 'Content-Type: application/json' -d '{"username":"allure-admin","password":"«a»"}' -c cookies.txt
`, V{"a": pw, "b": g.pwURL()}, "SECURITY_USER: allure-admin", "frankescobar/allure-docker-service:2.27.0")

	g.qaAdd("qa/reportportal-properties", `
# src/test/resources/reportportal.properties
rp.endpoint = https://reportportal.lumen.internal
rp.api.key = «a»
rp.launch = api-regression
rp.project = lumen_web
rp.attributes = build:${env:BUILD_NUMBER};team:payments
rp.enable = true
`, V{"a": g.qaRP("ci-uploader")}, "rp.project = lumen_web")

	g.qaAdd("qa/reportportal-pytest-ini", `
[pytest]
rp_endpoint = https://reportportal.lumen.internal
rp_project = lumen_web
rp_launch = pytest-nightly
rp_api_key = «a»
rp_ignore_attributes = 'xfail' 'usefixture'
rp_is_skipped_an_issue = False
`, V{"a": g.uuid()}, "rp_launch = pytest-nightly")

	g.qaAdd("qa/reportportal-js-config", `
// reportportal.config.js
module.exports = {
  apiKey: '«a»',
  endpoint: 'https://reportportal.lumen.internal/api/v1',
  project: 'lumen_web',
  launch: 'playwright-e2e',
  attributes: [{ key: 'branch', value: process.env.GITHUB_REF_NAME }],
  description: 'Playwright e2e on staging',
  includeTestSteps: true,
};
`, V{"a": g.qaRP("playwright")}, "launch: 'playwright-e2e'")

	g.qaAdd("qa/buildkite-test-engine", `
steps:
  - label: ":rspec: RSpec"
    command: bundle exec rspec --format progress --format RspecJunitFormatter --out tmp/rspec.xml
    parallelism: 6
    env:
      BUILDKITE_ANALYTICS_TOKEN: «a»
    plugins:
      - test-collector#v1.10.1:
          files: "tmp/rspec-*.xml"
          format: "junit"
`, V{"a": g.an(24)}, "test-collector#v1.10.1")

	g.qaAdd("qa/datadog-ci-junit", `
$ DD_API_KEY=«a» DD_SITE=datadoghq.eu npx @datadog/datadog-ci junit upload --service web-e2e --tags team:checkout reports/junit/
Starting upload with concurrency 20.
Will upload jUnit XML file reports/junit/results-chromium.xml
✅ Uploaded 3 files in 1.42 seconds.
=================================================================================================
* View detailed reports on Datadog (they can take a few minutes to become available)
* Commit report:
https://app.datadoghq.eu/ci/redirect/tests/https%3A%2F%2Fgithub.com%2Flumen%2Fweb.git/-/web-e2e/-/main/-/«_sha»
`, V{"a": g.hex(32), "_sha": g.gitSHA()}, "--service web-e2e")

	g.qaAdd("qa/trunk-flaky-upload", `
      - name: Upload test results to Trunk
        if: always()
        run: |
          ./trunk-analytics-cli upload \
            --junit-paths "test-results/**/*.xml" \
            --org-url-slug lumen \
            --token «a»
`, V{"a": g.an(32)}, "--org-url-slug lumen")

	g.qaAdd("qa/launchable-token", `
$ export LAUNCHABLE_TOKEN=v1:lumen/web:«a»
$ launchable verify
Organization: 'lumen'
Workspace: 'web'
Proxy: None
Platform: 'Linux-6.5.0-1022-azure-x86_64-with-glibc2.35'
Your CLI configuration is successfully verified 🎉
$ launchable subset --target 30% --build "$GITHUB_SHA" pytest tests/ > subset.txt
`, V{"a": g.an(32)}, "Your CLI configuration is successfully verified")

	g.qaAdd("qa/codecov-test-results", `
      - name: Upload test results to Codecov
        if: ${{ !cancelled() }}
        uses: codecov/test-results-action@v1
        with:
          token: «a»
          files: ./junit.xml
          flags: e2e
`, V{"a": g.uuid()}, "codecov/test-results-action@v1")

	g.qaAdd("qa/testspace-config-url", `
$ testspace config url lumen:«a»@lumen.testspace.com
$ testspace "[Tests]results/*.xml" "[Coverage]coverage.xml"
Processing... 1/2 files
Posted to https://lumen.testspace.com/spaces/«_sp»/result_sets/«_rs»
`, V{"a": g.hex(40), "_sp": g.digits(6), "_rs": g.digits(7)}, `"[Coverage]coverage.xml"`)

	iat := 1714000000 + g.r.IntN(20000000)
	g.qaAdd("qa/sealights-token", `
$ cat sltoken.txt
«a»
$ java -jar sl-build-scanner.jar -config -tokenfile sltoken.txt -appname "payments-api" -branchname main -buildname 4411 -pi "com.lumen.*"
SeaLights Build Scanner 4.0.2427
Created buildsessionid.txt: «_bs»
`, V{"a": g.jwt("RS512", fmt.Sprintf(`{"x-sl-role":"agent","x-sl-server":"https://lumen-gw.sealights.co/api","sl-imp-tenant":"lumen","subject":"lumen@agent+sealights.co","audience":["agents"],"nbf":%d,"iat":%d}`, iat, iat)), "_bs": g.uuid()}, "SeaLights Build Scanner 4.0.2427")
}

func (g *G) qaFlakyCI() {
	g.qaAdd("qa/gha-playwright-retry-log", `
2024-06-12T09:31:02.4417721Z   2) [webkit] › checkout.spec.ts:41:5 › checkout › pays with saved card ─────────────────────────

2024-06-12T09:31:02.4418920Z     Error: expect(received).toBe(expected) // Object.is equality
2024-06-12T09:31:02.4419312Z     Expected: 200
2024-06-12T09:31:02.4419622Z     Received: 502
2024-06-12T09:31:02.4420114Z       39 |   const res = await request.post('/api/pay', {
2024-06-12T09:31:02.4420541Z       40 |     headers: { 'x-internal-key': '«a»' },
2024-06-12T09:31:02.4421019Z     > 41 |   expect(res.status()).toBe(200);
2024-06-12T09:31:02.4421763Z     Retry #1 ───────────────────────────────────────────────────────────────────────────────────
2024-06-12T09:31:02.4422310Z     attachment #1: trace (application/zip) ─────────────────────────────────────────────────
2024-06-12T09:31:02.4422761Z     test-results/checkout-pays-with-saved-card-webkit-retry1/trace.zip
2024-06-12T09:31:07.1130045Z   1 flaky
2024-06-12T09:31:07.1130512Z     [webkit] › checkout.spec.ts:41:5 › checkout › pays with saved card ──────────────────────────
`, V{"a": g.hex(40)}, "test-results/checkout-pays-with-saved-card-webkit-retry1/trace.zip")

	g.qaAdd("qa/pytest-rerunfailures-log", `
tests/integration/test_sync.py::test_pull_contacts RERUN                  [ 41%]
tests/integration/test_sync.py::test_pull_contacts RERUN                  [ 41%]
tests/integration/test_sync.py::test_pull_contacts FAILED                 [ 41%]
________________________________ test_pull_contacts ________________________________
E   requests.exceptions.ReadTimeout: HTTPSConnectionPool(host='crm.sandbox.lumen.health', port=443): Read timed out. (read timeout=10)
E   while requesting GET https://crm.sandbox.lumen.health/api/v1/contacts?updated_since=2024-06-01&access_token=«a»
=========================== short test summary info ============================
FAILED tests/integration/test_sync.py::test_pull_contacts - requests.exceptions.ReadTimeout
============ 1 failed, 211 passed, 3 skipped, 2 rerun in 94.21s (0:01:34) =============
`, V{"a": g.an(40)}, "1 failed, 211 passed, 3 skipped, 2 rerun in 94.21s (0:01:34)")

	g.qaAdd("qa/jest-retry-axios-error", `
  ● Payments client › refunds a captured charge

    AxiosError: Request failed with status code 429

      at settle (node_modules/axios/lib/core/settle.js:19:12)

    config: {
      url: 'https://api.sandbox.paygate.io/v1/refunds',
      method: 'post',
      headers: Object [AxiosHeaders] {
        Accept: 'application/json, text/plain, */*',
        'Content-Type': 'application/json',
        Authorization: 'Basic «a»',
        'User-Agent': 'axios/1.7.2'
      },
      data: '{"charge":"ch_«_ch»","amount":1299}'
    }

  ● Payments client › refunds a captured charge (retry 2 of 3) ... passed
`, V{"a": qaBasic("pg_sandbox_"+g.hex(8), g.an(32)), "_ch": g.an(24)}, "'User-Agent': 'axios/1.7.2'")

	g.qaAdd("qa/jenkins-xtrace-curl", `
[Pipeline] sh
+ set -x
+ curl -sf -u svc-e2e:«a» https://nexus.lumen.internal/repository/test-fixtures/golden/v3.tar.gz -o golden.tar.gz
curl: (28) Operation timed out after 30001 milliseconds with 0 out of 0 bytes received
[Pipeline] retry
Retrying
[Pipeline] {
[Pipeline] sh
+ curl -sf -u svc-e2e:«a» https://nexus.lumen.internal/repository/test-fixtures/golden/v3.tar.gz -o golden.tar.gz
`, V{"a": g.pwURL()}, "https://nexus.lumen.internal/repository/test-fixtures/golden/v3.tar.gz")

	g.qaAdd("qa/gitlab-retry-job-log", `
Running with gitlab-runner 17.0.0 (44feccdf)
  on k8s-runner-7 «_r», system ID: s_«_sid»
$ echo "Seeding test tenant with $SEED_ADMIN_EMAIL"
Seeding test tenant with seed-admin@lumen.health
$ ./scripts/seed.sh --admin-password «a» --tenant e2e-$CI_PIPELINE_ID
psql: error: connection to server at "10.4.0.12", port 5432 failed: FATAL:  the database system is starting up
ERROR: Job failed: exit code 2
This job will be retried (attempt 2 of 3)
`, V{"_r": g.an(8), "_sid": g.hex(12), "a": g.pw()}, "Running with gitlab-runner 17.0.0 (44feccdf)", "seed-admin@lumen.health")

	g.qaAdd("qa/circleci-rerun-failed-env", `
#!/bin/bash -eo pipefail
circleci tests glob "e2e/**/*.spec.ts" | circleci tests run --command="xargs npx playwright test --reporter=junit" --verbose --split-by=timings
Rerunning failed tests only (3 of 184)
DEBUG: PLAYWRIGHT_JUNIT_OUTPUT_NAME=results.xml
DEBUG: E2E_BASE_URL=https://pr-5521.preview.lumen.health
DEBUG: E2E_ADMIN_TOKEN=«a»
Running 3 tests using 2 workers
`, V{"a": "lmn_pat_" + g.an(36)}, "Rerunning failed tests only (3 of 184)")

	g.qaAdd("qa/cypress-attempt-magic-link", `
  Running:  auth/magic-link.cy.ts                                                          (4 of 22)

  Magic link login
    (Attempt 1 of 3) signs in from e-mail
    (Attempt 2 of 3) signs in from e-mail
    ✓ signs in from e-mail (8121ms)

  cy.visit('https://staging.lumen.health/auth/magic?email=e2e%2B412%40lumen.health&token=«a»')
`, V{"a": g.b64u(32)}, "(Attempt 2 of 3) signs in from e-mail")

	g.qaAdd("qa/gradle-test-retry-jdbc", `
> Task :payments:integrationTest

PaymentRepositoryIT > savesRefund() FAILED
    org.postgresql.util.PSQLException: Connection to db.ci.lumen.internal:5432 refused.
        at org.postgresql.core.v3.ConnectionFactoryImpl.openConnectionImpl(ConnectionFactoryImpl.java:342)
    Caused by: java.net.ConnectException: Connection refused
    datasource: jdbc:postgresql://db.ci.lumen.internal:5432/payments_it?user=payments_it&password=«a»&sslmode=require

PaymentRepositoryIT > savesRefund() PASSED (retry 1 of 2)

42 tests completed, 1 failed, 1 retried
`, V{"a": g.pwURL()}, "42 tests completed, 1 failed, 1 retried")

	g.qaAdd("qa/rspec-retry-capybara", `
Failures:

  1) Admin refunds an order
     Failure/Error: expect(page).to have_content("Refund issued")
       expected to find text "Refund issued" in "Something went wrong"

     [Screenshot Image]: tmp/capybara/failures_r_spec_example_groups_admin_refunds_an_order_«=n».png
     # ./spec/system/admin/refunds_spec.rb:28
     # Browser cookies at failure: _lumen_session=«a»; remember_user_token=«b»

RSpec::Retry: 2nd Try error in ./spec/system/admin/refunds_spec.rb:22:
`, V{"=n": g.digits(3), "a": g.b64(96), "b": g.b64u(120)}, "./spec/system/admin/refunds_spec.rb:28")

	g.qaAdd("qa/go-test-count-flaky", `
$ go test ./internal/billing/... -run TestWebhookReplay -count=20 -race
--- FAIL: TestWebhookReplay (0.41s)
    webhook_test.go:88: signature mismatch for event evt_«_ev»
        secret: «a»
        header: t=1718203310,v1=«_sig»
FAIL
FAIL	github.com/lumen/web/internal/billing	9.118s
`, V{"_ev": g.an(24), "a": g.whsec(), "_sig": g.hex(64)}, "FAIL\tgithub.com/lumen/web/internal/billing\t9.118s")

	g.qaAdd("qa/teamcity-service-message", `
##teamcity[testStarted name='SmokeSuite.loginAsSupport' captureStandardOutput='true']
##teamcity[testFailed name='SmokeSuite.loginAsSupport' message='401 from /api/login' details='POST https://uat.lumen.health/api/login body={"user":"support-bot","pass":"«a»"}|n  at SmokeSuite.loginAsSupport(SmokeSuite.kt:57)']
##teamcity[testFinished name='SmokeSuite.loginAsSupport' duration='2114']
##teamcity[buildProblem description='Muted flaky test SmokeSuite.loginAsSupport failed' identity='«_id»']
`, V{"a": g.pw(), "_id": g.digits(9)}, "##teamcity[testFinished name='SmokeSuite.loginAsSupport' duration='2114']")

	g.qaAdd("qa/gha-env-dump-on-failure", `
Run if [ "$RUNNER_DEBUG" = 1 ] || [ "$FLAKY" = true ]; then env | sort | grep -E 'E2E_|TESTRAIL_|CYPRESS_'; fi
CYPRESS_RECORD_KEY=***
E2E_BASE_URL=https://staging.lumen.health
E2E_SUPPORT_PASSWORD=«a»
TESTRAIL_KEY=***
TESTRAIL_USER=qa-bot@lumen.health
`, V{"a": g.pw()}, "CYPRESS_RECORD_KEY=***", "TESTRAIL_KEY=***")
}

func (g *G) qaFixtures() {
	g.qaAdd("qa/seed-users-json", `
$ cat e2e/fixtures/seed-users.json
[
  {"id": "«_u1»", "email": "owner@acme-demo.test", "password": "«a»", "mfa": false},
  {"id": "«_u2»", "email": "billing@acme-demo.test", "password": "«b»", "mfa": true, "totpSecret": "«c»"}
]
`, V{"_u1": g.uuid(), "_u2": g.uuid(), "a": g.pw(), "b": g.pw(), "c": g.totp()}, "owner@acme-demo.test")

	g.qaAdd("qa/seed-sql-plain-comment", `
-- db/seeds/e2e.sql — staging e2e accounts
-- qa-admin / «a»   (rotate with scripts/rotate_e2e.sh)
INSERT INTO users (id, email, password_hash, role, created_at) VALUES
  ('«_id»', 'qa-admin@lumen.health', '«=h»', 'admin', now()),
  ('«_id2»', 'qa-viewer@lumen.health', '«=h2»', 'viewer', now());
`, V{"a": g.pw(), "_id": g.uuid(), "=h": g.bcrypt(), "_id2": g.uuid(), "=h2": g.bcrypt()}, "qa-viewer@lumen.health", "scripts/rotate_e2e.sh")

	g.qaAdd("qa/keycloak-realm-test-users", `
  "users": [
    {
      "username": "e2e-clinician",
      "enabled": true,
      "email": "e2e-clinician@lumen.health",
      "emailVerified": true,
      "credentials": [ { "type": "password", "value": "«a»", "temporary": false } ],
      "realmRoles": [ "clinician" ]
    }
  ],
  "clients": [
    {
      "clientId": "lumen-e2e",
      "secret": "«b»",
      "publicClient": false,
      "directAccessGrantsEnabled": true,
      "redirectUris": [ "http://localhost:5173/*" ]
    }
  ],
`, V{"a": g.pw(), "b": g.an(32)}, `"clientId": "lumen-e2e"`, "e2e-clinician@lumen.health")

	g.qaAdd("qa/readme-test-accounts", `
## Test accounts (staging only)

These are **test data**, but they do log into staging, so keep this file in the private wiki:

| Role       | Login                          | Password            |
|------------|--------------------------------|---------------------|
| Admin      | qa-admin@lumen.health          | «a» |
| Clinician  | qa-clinician@lumen.health      | «b» |
| Patient    | qa-patient+001@lumen.health    | «c» |

Demo login on the public marketing page (read-only sandbox, resets nightly): demo / demo
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "qa-clinician@lumen.health", "demo / demo")

	g.qaAdd("qa/stripe-test-keys-e2e", `
# .env.test
STRIPE_PUBLISHABLE_KEY=«_pk»
STRIPE_SECRET_KEY=«a»
STRIPE_WEBHOOK_SECRET=«b»
# test cards: 4242 4242 4242 4242 (success), 4000 0000 0000 9995 (insufficient funds)
`, V{"_pk": "pk_test_51" + g.an(97), "a": g.skTest(), "b": g.whsec()}, "4242 4242 4242 4242", "4000 0000 0000 9995")

	g.qaAdd("qa/twilio-test-credentials", `
# config/test.yml
twilio:
  # Test Credentials from Console > Account > API keys & tokens (no real SMS are sent)
  account_sid: «_sid»
  auth_token: «a»
  from_number: "+15005550006"
`, V{"_sid": g.twilioSID(), "a": g.hex(32)}, `from_number: "+15005550006"`)

	g.qaAdd("qa/mailslurp-inbox", `
import { MailSlurp } from 'mailslurp-client';

const mailslurp = new MailSlurp({ apiKey: '«a»' });

test('password reset e-mail arrives', async ({ page }) => {
  const inbox = await mailslurp.inboxController.createInboxWithDefaults();
  await page.getByLabel('Email').fill(inbox.emailAddress);
  const email = await mailslurp.waitForLatestEmail(inbox.id, 60_000, true);
  expect(email.subject).toContain('Reset your password');
});
`, V{"a": g.hex(64)}, "mailslurp.inboxController.createInboxWithDefaults()")

	g.qaAdd("qa/totp-seed-helper", `
// e2e/helpers/mfa.ts
import { authenticator } from 'otplib';

// TOTP seed of qa-admin@lumen.health on staging (enrolled 2024-03-02)
const QA_ADMIN_TOTP = '«a»';

export const currentCode = () => authenticator.generate(QA_ADMIN_TOTP);
`, V{"a": g.totp()}, "authenticator.generate(QA_ADMIN_TOTP)")

	g.qaAdd("qa/users-yml-roles", `
# spec/fixtures/staging_users.yml
admin:
  email: rspec-admin@lumen.health
  password: «a»
  api_token: «b»
support:
  email: rspec-support@lumen.health
  password: «c»
`, V{"a": g.pw(), "b": "lmn_pat_" + g.an(36), "c": g.pw()}, "rspec-support@lumen.health")

	g.qaAdd("qa/auth0-e2e-env", `
AUTH0_DOMAIN=lumen-staging.eu.auth0.com
AUTH0_CLIENT_ID=«_cid»
AUTH0_CLIENT_SECRET=«a»
AUTH0_AUDIENCE=https://api.staging.lumen.health
E2E_USERNAME=e2e-user@lumen.health
E2E_PASSWORD=«b»
`, V{"_cid": g.an(32), "a": g.b64u(64), "b": g.pw()}, "AUTH0_DOMAIN=lumen-staging.eu.auth0.com", "E2E_USERNAME=e2e-user@lumen.health")

	g.qaAdd("qa/csv-data-driven-logins", `
$ cat src/test/resources/logins.csv
scenario,username,password,expected
valid admin,qa-admin,«a»,DASHBOARD
valid clerk,qa-clerk,«b»,ORDERS
wrong password,qa-admin,not-the-password,ERROR_INVALID
locked account,qa-locked,«c»,ERROR_LOCKED
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "not-the-password", "scenario,username,password,expected")

	g.qaAdd("qa/faker-factory-benign", `
// e2e/factories/user.ts
import { faker } from '@faker-js/faker';

export const buildUser = (overrides = {}) => ({
  id: faker.string.uuid(),
  email: faker.internet.email({ provider: 'example.test' }),
  password: faker.internet.password({ length: 16 }),
  apiKey: ˋtest_${faker.string.alphanumeric(24)}ˋ,
  ...overrides,
});
// seeded run: faker.seed(«_seed»)
`, V{"_seed": g.digits(6)}, "faker.internet.password({ length: 16 })", "faker.string.alphanumeric(24)")
}

func (g *G) qaSynthetics() {
	g.qaAdd("qa/checkly-cli-env", `
$ export CHECKLY_API_KEY=cu_«a»
$ export CHECKLY_ACCOUNT_ID=«_acc»
$ npx checkly env add E2E_PASSWORD «b» --locked
✅ Environment variable E2E_PASSWORD added.
$ npx checkly test --record
Parsing your project... ✅
Validating project resources... ✅
Running 6 checks in eu-west-1.
`, V{"a": g.hex(32), "_acc": g.uuid(), "b": g.pw()}, "Running 6 checks in eu-west-1.")

	g.qaAdd("qa/checkly-browser-check", `
// __checks__/login.spec.ts
import { test, expect } from '@playwright/test';

test('login works', async ({ page }) => {
  await page.goto('https://app.lumen.health/login');
  await page.fill('#email', 'synthetic-monitor@lumen.health');
  await page.fill('#password', process.env.E2E_PASSWORD ?? '«a»');
  await page.click('text=Sign in');
  await expect(page).toHaveURL(/dashboard/);
});
`, V{"a": g.pw()}, "synthetic-monitor@lumen.health", "process.env.E2E_PASSWORD")

	g.qaAdd("qa/datadog-ci-synthetics-json", `
$ cat datadog-ci.json
{
  "apiKey": "«a»",
  "appKey": "«b»",
  "datadogSite": "datadoghq.eu",
  "failOnCriticalErrors": true,
  "files": ["synthetics/*.synthetics.json"],
  "defaultTestOverrides": { "startUrl": "https://pr-5521.preview.lumen.health" }
}
$ npx datadog-ci synthetics run-tests --config datadog-ci.json
[«_pid»] Found test "Login and book appointment"
`, V{"a": g.hex(32), "b": g.hex(40), "_pid": g.s(alLowNum, 3) + "-" + g.s(alLowNum, 3) + "-" + g.s(alLowNum, 3)}, `"datadogSite": "datadoghq.eu"`)

	g.qaAdd("qa/ghost-inspector-execute", `
$ curl -s "https://api.ghostinspector.com/v1/suites/«_s»/execute/?apiKey=«a»&startUrl=https://staging.lumen.health&immediate=1"
{"code":"SUCCESS","data":{"_id":"«_r»","suite":"«_s»","passing":null,"executionStarted":"2024-06-12T16:02:11.204Z"}}
`, V{"_s": g.hex(24), "a": g.hex(40), "_r": g.hex(24)}, `"code":"SUCCESS"`)

	g.qaAdd("qa/mabl-cli", `
$ mabl auth activate-key «a»
Key activated for workspace Lumen QA (id: «_ws»-w)
$ mabl deployments create --application-id «_app»-a --environment-id «_env»-e --await-completion
Deployment event created: «_d»-v
`, V{"a": g.b64u(22), "_ws": g.b64u(22), "_app": g.b64u(22), "_env": g.b64u(22), "_d": g.b64u(22)}, "--await-completion")

	g.qaAdd("qa/testim-cli", `
$ npx @testim/testim-cli --token "«a»" --project "«_p»" --grid "Testim-Grid" --suite "Smoke" --report-file testim-junit.xml
Testim CLI v3.261.0
Run Smoke suite: https://app.testim.io/#/project/«_p»/branch/master/runs/suites/«_r»
`, V{"a": g.an(36), "_p": g.an(20), "_r": g.an(20)}, `--grid "Testim-Grid"`)

	g.qaAdd("qa/newrelic-synthetics-script", `
// New Relic scripted browser monitor: Portal login
var assert = require('assert');
$webDriver.get('https://portal.lumen.health/login')
  .then(function () { return $webDriver.findElement($selenium.By.id('username')).sendKeys('nr-synthetics'); })
  .then(function () { return $webDriver.findElement($selenium.By.id('password')).sendKeys($secure.PORTAL_PASSWORD); })
  .then(function () { return $webDriver.findElement($selenium.By.id('mfa-bypass')).sendKeys('«a»'); })
  .then(function () { return $webDriver.findElement($selenium.By.css('button[type=submit]')).click(); });
`, V{"a": g.hex(32)}, "$secure.PORTAL_PASSWORD", "sendKeys('nr-synthetics')")

	g.qaAdd("qa/rainforest-cli", `
$ rainforest run --token «a» --run-group «=g» --environment-id «=e» --conflict abort --junit-file results/rainforest.xml
Run «_run» has been created.
View your run at https://app.rainforestqa.com/runs/«_run»
`, V{"a": g.hex(32), "=g": g.digits(4), "=e": g.digits(4), "_run": g.digits(7)}, "--conflict abort")
}

func (g *G) qaChat() {
	g.qaAdd("qa/chat-user-pastes-sauce-creds", `
user: can you wire our wdio suite to sauce? use these for now, I'll move them to secrets later
  username: acme-qa
  access key: «a»
  region: eu-central-1
assistant: I'll read them from SAUCE_USERNAME / SAUCE_ACCESS_KEY in wdio.sauce.conf.ts and add them to the repo secrets instead of the file.
`, V{"a": g.uuid()}, "wdio.sauce.conf.ts", "username: acme-qa")

	g.qaAdd("qa/chat-agent-summary-moved-key", `
assistant: Done. Summary of changes:
- Removed the hard-coded BrowserStack key («a») from tests/support/tunnel.js; it now reads process.env.BROWSERSTACK_ACCESS_KEY.
- Username «_u» stays in browserstack.yml (it is not secret on its own).
- You should still rotate the key in BrowserStack → Account → Settings, since it was in git history since commit «_sha».
`, V{"a": g.qaBSKey(), "_u": g.qaBSUser("qaplatform"), "_sha": g.hex(7)}, "process.env.BROWSERSTACK_ACCESS_KEY")

	g.qaAdd("qa/chat-flaky-log-paste", `
user: this test is flaky af, fails like 1 in 5 on CI, never locally. log:

  ● Auth › refresh token rotation
    expect(received).not.toBe(expected)
    Expected: not "«a»"
    at Object.<anonymous> (test/auth.test.ts:77:40)

  I think the staging token cache returns the same refresh token twice?
assistant: Likely a race between the two parallel workers sharing the seeded user qa-refresh@lumen.health; each worker should create its own user.
`, V{"a": "rt_" + g.b64u(48)}, "qa-refresh@lumen.health", "test/auth.test.ts:77:40")

	g.qaAdd("qa/chat-percy-token-question", `
user: percy says "Missing Percy token" on CI but it works locally with PERCY_TOKEN=«a». the workflow has
    env:
      PERCY_TOKEN: ${{ secrets.PERCY_TOKEN }}
assistant: Fork PRs don't receive repository secrets, so ${{ secrets.PERCY_TOKEN }} is empty there. Use pull_request_target with care, or skip Percy on forks.
`, V{"a": g.qaPercy("web")}, "${{ secrets.PERCY_TOKEN }}")

	g.qaAdd("qa/chat-testrail-key-slack", `
[10:42] Priya N: @Tomasz the TestRail uploader job needs an API key, I generated one for qa-bot@lumen.health: «a»
[10:43] Tomasz W: thx, adding it as TESTRAIL_API_KEY in the org secrets 👍
[10:43] Priya N: pls delete the message after 🙈
`, V{"a": g.qaTR()}, "TESTRAIL_API_KEY", "qa-bot@lumen.health")

	g.qaAdd("qa/chat-k6-cloud-debug", `
user: k6 cloud run keeps saying "(401/E2) Invalid token". I ran
  K6_CLOUD_TOKEN=«a» k6 cloud run --project-id «_p» scripts/soak.js
assistant: That token format belongs to the old k6 Cloud; after the move to Grafana Cloud k6 you need a personal API token from Testing & synthetics → Performance → Settings. The project id «_p» looks right.
`, V{"a": g.hex(64), "_p": g.digits(7)}, `"(401/E2) Invalid token"`)

	g.qaAdd("qa/chat-grid-password-issue", `
user: selenium grid UI asks for a login since we upgraded to 4.22, what is it?
assistant: The router now has basic auth from config.toml ([router] username/password). From the repo: username gridadmin, password «a». The nodes need SE_NODE_GRID_URL with the same credentials.
`, V{"a": g.pwStrong()}, "SE_NODE_GRID_URL", "username gridadmin")

	g.qaAdd("qa/chat-postman-env-shared", `
Issue #812: Staging Postman env out of date

The shared Staging environment still has the old client secret. Current values (from Vault, secret/qa/partner-api):
  clientId = ferry-qa
  clientSecret = «a»
Please update your local copy — the old secret was revoked on 2024-06-10.
`, V{"a": g.b64u(40)}, "secret/qa/partner-api", "clientId = ferry-qa")
}

func (g *G) qaBenign() {
	g.qaAdd("qa/benign-cypress-run-summary", `
  (Run Finished)

       Spec                                              Tests  Passing  Failing  Pending  Skipped
  ┌────────────────────────────────────────────────────────────────────────────────────────────────┐
  │ ✔  auth/login.cy.ts                        00:12        6        6        -        -        - │
  │ ✖  cart/checkout.cy.ts                     01:41        9        8        1        -        - │
  └────────────────────────────────────────────────────────────────────────────────────────────────┘
    ✖  1 of 2 failed (50%)                     01:53       15       14        1        -        -

  Recorded Run: https://cloud.cypress.io/projects/«_p»/runs/«=n»
  Run group: UI - Chrome, ci-build-id: «_b»
`, V{"_p": g.s(alLowNum, 6), "=n": g.digits(4), "_b": g.digits(10) + "-1"})

	g.qaAdd("qa/benign-browserstack-session-links", `
BrowserStack build: https://automate.browserstack.com/dashboard/v2/builds/«_b»
  ✔ login smoke            https://automate.browserstack.com/dashboard/v2/builds/«_b»/sessions/«_s1»
  ✖ checkout guest         https://automate.browserstack.com/dashboard/v2/builds/«_b»/sessions/«_s2»
BROWSERSTACK_ACCESS_KEY=${{ secrets.BROWSERSTACK_ACCESS_KEY }}
`, V{"_b": g.hex(40), "_s1": g.hex(40), "_s2": g.hex(40)}, "${{ secrets.BROWSERSTACK_ACCESS_KEY }}")

	g.qaAdd("qa/benign-sauce-job-ids", `
$ saucectl run
Suite: chrome-desktop
  Job ID: «_j1»  Status: passed  Duration: 2m14s  URL: https://app.saucelabs.com/tests/«_j1»
Suite: firefox-desktop
  Job ID: «_j2»  Status: failed  Duration: 3m02s  URL: https://app.saucelabs.com/tests/«_j2»
Tunnel: «_t» (ci-tunnel, owner acme-qa)
`, V{"_j1": g.hex(32), "_j2": g.hex(32), "_t": g.hex(32)}, "ci-tunnel, owner acme-qa")

	g.qaAdd("qa/benign-junit-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jest tests" tests="184" failures="1" errors="0" time="91.442">
  <testsuite name="Auth" errors="0" failures="0" skipped="0" timestamp="2024-06-12T09:30:11" time="4.118" tests="3">
    <testcase classname="Auth rejects an expired token" name="Auth rejects an expired token" time="0.211"/>
    <testcase classname="Auth rotates the refresh token" name="Auth rotates the refresh token" time="0.402">
      <properties><property name="testrail_case_id" value="C«_c»"/><property name="run_id" value="«_r»"/></properties>
    </testcase>
  </testsuite>
</testsuites>
`, V{"_c": g.digits(5), "_r": g.uuid()}, "Auth rejects an expired token")

	g.qaAdd("qa/benign-k6-summary", `
     ✓ status is 200

     checks.........................: 99.87% ✓ 29961      ✗ 39
     data_received..................: 412 MB 1.4 MB/s
     http_req_duration..............: avg=112.4ms  min=21.02ms med=94.1ms  max=2.41s   p(90)=201.3ms p(95)=288.7ms
     http_reqs......................: 30000  99.99/s
     vus............................: 50     min=50       max=50

running (5m00.1s), 00/50 VUs, 30000 complete and 0 interrupted iterations
     output: cloud (https://acme.grafana.net/a/k6-app/runs/«_r»)
`, V{"_r": g.digits(7)}, "30000 complete and 0 interrupted iterations")

	g.qaAdd("qa/benign-playwright-report-hashes", `
$ ls playwright-report/data/
«_a».zip  «_b».png  «_c».webm  «_d».md
$ npx playwright show-report
  Serving HTML report at http://localhost:9323. Press Ctrl+C to quit.
`, V{"_a": g.hex(40), "_b": g.hex(40), "_c": g.hex(40), "_d": g.hex(40)}, "Serving HTML report at http://localhost:9323.")

	g.qaAdd("qa/benign-allure-result", `
{
  "uuid": "«_u»",
  "historyId": "«_h»",
  "testCaseId": "«_t»",
  "fullName": "tests.api.test_orders.TestOrders#test_create_order",
  "labels": [{"name": "suite", "value": "Orders"}, {"name": "host", "value": "runner-7"}, {"name": "thread", "value": "«_th»"}],
  "status": "passed",
  "start": 1718204490117,
  "stop": 1718204490532
}
`, V{"_u": g.uuid(), "_h": g.hex(32), "_t": g.hex(32), "_th": g.digits(5) + "-MainThread"}, "tests.api.test_orders.TestOrders#test_create_order")

	g.qaAdd("qa/benign-percy-chromatic-links", `
Visual review:
  Percy build #1418  https://percy.io/«_org»/storefront/builds/«_pb»
  Chromatic build 1342  https://www.chromatic.com/build?appId=«_app»&number=1342
  Storybook preview  https://«_app»-«_sb».chromatic.com/
  Applitools batch «_bid»
`, V{"_org": g.hex(8), "_pb": g.digits(8), "_app": g.hex(24), "_sb": g.s(alLowNum, 10), "_bid": g.uuid()})

	g.qaAdd("qa/benign-placeholders-docs", `
## Running on BrowserStack

    export BROWSERSTACK_USERNAME="YOUR_USERNAME"
    export BROWSERSTACK_ACCESS_KEY="YOUR_ACCESS_KEY"
    export SAUCE_ACCESS_KEY=<your-sauce-access-key>
    export LT_ACCESS_KEY=${LT_ACCESS_KEY:?set me}
    npx percy exec -- npm test   # needs PERCY_TOKEN=<token from project settings>
`, nil, `"YOUR_ACCESS_KEY"`, "<your-sauce-access-key>", "${LT_ACCESS_KEY:?set me}", "PERCY_TOKEN=<token from project settings>")

	g.qaAdd("qa/benign-masked-ci-log", `
2024-06-12T09:20:01.112Z Run npx cypress run --record --key ***
2024-06-12T09:20:01.114Z   env:
2024-06-12T09:20:01.114Z     CYPRESS_RECORD_KEY: ***
2024-06-12T09:20:01.115Z     BROWSERSTACK_ACCESS_KEY: ***
2024-06-12T09:20:01.115Z     TESTRAIL_URL: https://lumen.testrail.io
2024-06-12T09:20:01.116Z     GITHUB_RUN_ID: «_r»
`, V{"_r": g.digits(10)}, "CYPRESS_RECORD_KEY: ***", "TESTRAIL_URL: https://lumen.testrail.io")

	g.qaAdd("qa/benign-testrail-run-output", `
$ curl -s -u "$TESTRAIL_USER:$TESTRAIL_API_KEY" "https://lumen.testrail.io/index.php?/api/v2/get_run/«=r»" | jq '{id, name, passed_count, failed_count, url}'
{
  "id": «=r»,
  "name": "Nightly regression 2024-06-12",
  "passed_count": 412,
  "failed_count": 3,
  "url": "https://lumen.testrail.io/index.php?/runs/view/«=r»"
}
`, V{"=r": g.digits(4)}, "$TESTRAIL_USER:$TESTRAIL_API_KEY")

	g.qaAdd("qa/benign-appium-session", `
[HTTP] <-- POST /session 200 8121 ms - 1042
[AppiumDriver@8c1f] New UiAutomator2Driver session created successfully, session «_s» added to master session list
[UiAutomator2] Device UDID: «_udid»
[AppiumDriver@8c1f] Build Id: «_b»
`, V{"_s": g.uuid(), "_udid": "emulator-5554", "_b": g.hex(40)}, "New UiAutomator2Driver session created successfully")

	g.qaAdd("qa/benign-jmeter-dashboard-stats", `
$ jq '.Total' results/html/statistics.json
{
  "transaction": "Total",
  "sampleCount": 101877,
  "errorCount": 212,
  "errorPct": 0.20809,
  "meanResTime": 208.411,
  "pct1ResTime": 401.0,
  "throughput": 51.312,
  "receivedKBytesPerSec": 412.88,
  "sentKBytesPerSec": 61.03
}
`, nil, `"transaction": "Total"`, `"sampleCount": 101877`)

	g.qaAdd("qa/benign-sha-fixture-checksums", `
$ sha256sum e2e/fixtures/*.json
«_a»  e2e/fixtures/seed-users.json
«_b»  e2e/fixtures/products.json
$ git log -1 --format=%H -- e2e/fixtures/
«_c»
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.gitSHA()}, "e2e/fixtures/products.json")

	g.qaAdd("qa/benign-public-dashboard-and-ids", `
Public test dashboard (no login needed): https://dashboard.currents.dev/public/«_pub»
Flaky tests report: https://app.trunk.io/lumen/flaky-tests?repo=lumen%2Fweb
Launchable workspace: lumen/web   build: «_sha»   subset id: «_sub»
ReportPortal launch #«=n»: https://reportportal.lumen.internal/ui/#lumen_web/launches/all/«_lid»
`, V{"_pub": g.hex(16), "_sha": g.gitSHA(), "_sub": g.digits(6), "=n": g.digits(3), "_lid": g.digits(5)}, "https://app.trunk.io/lumen/flaky-tests?repo=lumen%2Fweb")

	g.qaAdd("qa/benign-session-and-trace-ids", `
[0-2] 2024-06-12T10:14:55.201Z INFO webdriver: COMMAND navigateTo("https://staging.orderly.app/cart")
[0-2] 2024-06-12T10:14:55.202Z INFO webdriver: [POST] http://localhost:4444/session/«_s»/url
[0-2] 2024-06-12T10:14:56.944Z INFO webdriver: RESULT null
[0-2] x-request-id: «_rid»  traceparent: 00-«_t»-«_sp»-01
`, V{"_s": g.hex(32), "_rid": g.uuid(), "_t": g.hex(32), "_sp": g.hex(16)}, `navigateTo("https://staging.orderly.app/cart")`)
}
