package cases

import (
	"fmt"
	"strings"
)

// l10nCases adds credentials from localization and translation work as a
// coding agent meets it while it wires a project to a translation
// management system, syncs strings in CI or calls a machine translation
// API. Sources: Crowdin (crowdin.yml, the Crowdin CLI and its output,
// the GitHub Action, the v2 API, Enterprise, OAuth apps, webhooks, OTA
// distributions), Lokalise (lokalise2 CLI and config, the API and its
// SDKs, OAuth, webhooks, the GitHub Actions, fastlane), Phrase Strings
// and Phrase TMS (.phrase.yml, the phrase CLI, the API, Memsource
// login), Transifex (.transifexrc old and new, .tx/config, the tx CLI,
// Transifex Native token and secret, the API), POEditor, Weblate (wlc
// config and commands, the Docker image's environment, settings,
// API tokens, SSH deploy keys), Smartling, Tolgee, Localazy, Locize,
// SimpleLocalize, Loco, Traduora, Accent, Pontoon, Smartcat, memoQ and
// XTM, machine translation APIs (DeepL, Google Cloud Translation v2 and
// v3, Azure Translator, Amazon Translate, Yandex, Papago, Baidu, Youdao,
// Tencent, LibreTranslate, Lingva-style proxies, LLM translators),
// i18next backends and configs (http, locize, fs, next-i18next),
// vue-i18n, i18n-tasks, Django Rosetta, gettext and PO/POT files with
// their headers, Babel and makemessages output, XLIFF 1.2 and 2.0,
// Flutter ARB and l10n.yaml, Apple .strings, .stringsdict and String
// Catalogs, Android strings.xml, Java properties, Qt .ts and Fluent,
// CI jobs that sync translations (GitHub Actions, GitLab CI, Jenkins,
// CircleCI, Bitrise, Azure Pipelines, Makefiles) and translators' chats
// in German, French, Spanish, Portuguese, Italian, Dutch, Polish,
// Russian, Ukrainian, Turkish, Japanese, Korean and Chinese. Benign
// look-alikes: project, file, key, branch, glossary and build ids,
// language codes, string keys, msgids, PO and XLIFF ids and hashes,
// OTA distribution hashes, Transifex Native public tokens, commit shas
// and masked previews. The case names start with "l10n/".
func (g *G) l10nCases() {
	g.l10nCrowdin()
	g.l10nLokalise()
	g.l10nPhrase()
	g.l10nTransifex()
	g.l10nWeblate()
	g.l10nSmallTMS()
	g.l10nOtherTMS()
	g.l10nDeepL()
	g.l10nCloudMT()
	g.l10nRegionalMT()
	g.l10nI18next()
	g.l10nGettext()
	g.l10nFormats()
	g.l10nCI()
	g.l10nChat()
	g.l10nBenign()
}

// ---- helpers used only here ----

// l10nAdd is add with "ˋ" standing for a backtick.
func (g *G) l10nAdd(name, tmpl string, v V, benign ...string) {
	bt := func(s string) string { return strings.ReplaceAll(s, "ˋ", "`") }
	for i := range benign {
		benign[i] = bt(benign[i])
	}
	g.add(name, bt(tmpl), v, benign...)
}

// l10nCrowdinTok is a Crowdin personal access token.
func (g *G) l10nCrowdinTok() string { return g.hex(80) }

// l10nLok is a Lokalise API token.
func (g *G) l10nLok() string { return g.hex(40) }

// l10nLokProj is a Lokalise project id (benign).
func (g *G) l10nLokProj() string { return g.hex(22) + "." + g.digits(8) }

// l10nPhraseTok is a Phrase Strings access token.
func (g *G) l10nPhraseTok() string { return g.hex(64) }

// l10nTx is a Transifex API token (also the shape of a Native token).
func (g *G) l10nTx() string { return "1/" + g.hex(40) }

// l10nWlu is a Weblate user API key; l10nWlp a project token.
func (g *G) l10nWlu() string { return "wlu_" + g.an(40) }
func (g *G) l10nWlp() string { return "wlp_" + g.an(40) }

// l10nTolgee is a Tolgee project API key (tgpak_) or personal token (tgpat_).
func (g *G) l10nTolgee(p string) string {
	return p + "_" + g.s("abcdefghijklmnopqrstuvwxyz234567", 42)
}

// l10nLocalazy is a Localazy read or write key.
func (g *G) l10nLocalazy() string { return "a" + g.digits(19) + "-" + g.hex(64) }

// l10nAzure is an Azure AI services (Translator) key, old or new shape.
func (g *G) l10nAzure() string {
	if g.r.IntN(2) == 0 {
		return g.hex(32)
	}
	return g.an(52) + "JQQJ99" + g.an(11) + "AAAbACOG" + g.an(7)
}

// l10nDeepLKey is a DeepL API Free or Pro key.
func (g *G) l10nDeepLKey() string {
	if g.r.IntN(3) == 0 {
		return g.uuid()
	}
	return g.uuid() + ":fx"
}

// l10nYandex is a Yandex Cloud API key.
func (g *G) l10nYandex() string { return "AQVN" + g.b64u(36) }

// l10nSlackHook is a Slack incoming webhook path secret.
func (g *G) l10nSlackHook() string { return g.an(24) }

// ---- Crowdin ----

func (g *G) l10nCrowdin() {
	g.add("l10n/crowdin-yml-inline-token", `
$ cat crowdin.yml
"project_id": "«_pid»"
"api_token": "«a»"
"base_path": "."
"base_url": "https://api.crowdin.com"

"preserve_hierarchy": true

files: [
  {
    "source": "/src/locales/en/**/*.json",
    "translation": "/src/locales/%two_letters_code%/**/%original_file_name%",
    "ignore": ["/src/locales/en/dev-only.json"]
  }
]
`, V{"_pid": g.digits(6), "a": g.l10nCrowdinTok()}, `"base_url": "https://api.crowdin.com"`, "%two_letters_code%")

	g.add("l10n/crowdin-yml-enterprise-org", `
# crowdin.yml — Crowdin Enterprise (org: northwind)
project_id: «_pid»
api_token: «a»
base_url: https://northwind.api.crowdin.com
base_path: .
preserve_hierarchy: true
export_languages: ["de", "fr", "es-ES", "pt-BR", "ja", "zh-CN"]
files:
  - source: /app/src/main/res/values/strings.xml
    translation: /app/src/main/res/values-%android_code%/%original_file_name%
    translate_attributes: 0
`, V{"_pid": g.digits(3), "a": g.l10nCrowdinTok()}, "https://northwind.api.crowdin.com", "%android_code%")

	g.add("l10n/crowdin-yml-env-refs-benign", `
"project_id_env": "CROWDIN_PROJECT_ID"
"api_token_env": "CROWDIN_PERSONAL_TOKEN"
"base_path": "."
"preserve_hierarchy": true
"files": [
  {
    "source": "/locales/en-US/*.ftl",
    "translation": "/locales/%locale%/%original_file_name%",
    "languages_mapping": { "locale": { "es-ES": "es", "pt-PT": "pt" } }
  }
]
`, nil, `"api_token_env": "CROWDIN_PERSONAL_TOKEN"`, `"project_id_env": "CROWDIN_PROJECT_ID"`, "/locales/en-US/*.ftl")

	g.add("l10n/crowdin-cli-upload-token-flag", `
$ crowdin upload sources --token «a» --project-id «_pid» --branch release-4.2
✔️  Fetching project info
✔️  Branch 'release-4.2'
✔️  File 'src/locales/en/common.json'
✔️  File 'src/locales/en/checkout.json'
✔️  File 'src/locales/en/errors.json'
`, V{"a": g.l10nCrowdinTok(), "_pid": g.digits(6)}, "release-4.2", "src/locales/en/checkout.json")

	g.add("l10n/crowdin-cli-download-output-benign", `
$ crowdin download --language=de --language=fr
✔️  Fetching project info
✔️  Building ZIP archive with the latest translations
✔️  Building translation (100%)
✔️  Extracted: 'src/locales/de/common.json'
✔️  Extracted: 'src/locales/de/checkout.json'
✔️  Extracted: 'src/locales/fr/common.json'
✔️  Extracted: 'src/locales/fr/checkout.json'
`, nil, "Building ZIP archive with the latest translations", "src/locales/fr/checkout.json")

	g.add("l10n/crowdin-home-config", `
$ cat ~/.crowdin.yml
"api_token": "«a»"
"base_url": "https://api.crowdin.com"
$ crowdin project list
✔️  Fetching projects
#«_p1» Mobile app (iOS/Android)
#«_p2» Marketing site
#«_p3» Help center
`, V{"a": g.l10nCrowdinTok(), "_p1": g.digits(6), "_p2": g.digits(6), "_p3": g.digits(6)}, "Marketing site", "~/.crowdin.yml")

	g.add("l10n/crowdin-docker-cli", `
docker run --rm -it \
  -v "$(pwd)":/usr/crowdin \
  -e CROWDIN_PERSONAL_TOKEN=«a» \
  -e CROWDIN_PROJECT_ID=«_pid» \
  crowdin/cli:4.1.2 crowdin download translations --verbose
`, V{"a": g.l10nCrowdinTok(), "_pid": g.digits(6)}, "crowdin/cli:4.1.2", "/usr/crowdin")

	g.add("l10n/crowdin-github-action-inline", `
# .github/workflows/crowdin.yml
name: Crowdin Action

on:
  push:
    branches: [ main ]
  workflow_dispatch:

jobs:
  synchronize-with-crowdin:
    runs-on: ubuntu-latest
    steps:
      - name: Checkout
        uses: actions/checkout@v4

      - name: crowdin action
        uses: crowdin/github-action@v2
        with:
          upload_sources: true
          upload_translations: false
          download_translations: true
          localization_branch_name: l10n_crowdin_translations
          create_pull_request: true
          pull_request_title: 'New Crowdin Translations'
          pull_request_base_branch_name: 'main'
        env:
          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
          CROWDIN_PROJECT_ID: «_pid»
          CROWDIN_PERSONAL_TOKEN: «a»
`, V{"_pid": g.digits(6), "a": g.l10nCrowdinTok()}, "l10n_crowdin_translations", "${{ secrets.GITHUB_TOKEN }}")

	g.add("l10n/crowdin-api-build-download-presigned", `
$ curl -s -X POST -H "Authorization: Bearer «a»" -H "Content-Type: application/json" \
    https://api.crowdin.com/api/v2/projects/«_pid»/translations/builds -d '{"skipUntranslatedStrings":false}'
{"data":{"id":«_bid»,"projectId":«_pid»,"status":"inProgress","progress":0,"createdAt":"2024-06-06T11:40:19+00:00","updatedAt":"2024-06-06T11:40:19+00:00","finishedAt":null,"attributes":{"branchId":null,"targetLanguageIds":[],"skipUntranslatedStrings":false,"skipUntranslatedFiles":false,"exportApprovedOnly":false}}}
$ curl -s -H "Authorization: Bearer «a»" https://api.crowdin.com/api/v2/projects/«_pid»/translations/builds/«_bid»/download
{"data":{"url":"https://production-enterprise-exported.downloads.crowdin.com/exported/«_b1»/«_b2»/webapp.zip?response-content-disposition=attachment%3B%20filename%3D%22webapp.zip%22&X-Amz-Content-Sha256=UNSIGNED-PAYLOAD&X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=«=akid»%2F20240606%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20240606T114039Z&X-Amz-SignedHeaders=host&X-Amz-Expires=60&X-Amz-Signature=«b»","expireIn":"2024-06-06T11:41:39+00:00"}}
`, V{"a": g.l10nCrowdinTok(), "_pid": g.digits(6), "_bid": g.digits(5), "_b1": g.digits(6), "_b2": g.hex(32), "=akid": g.awsID(), "b": g.hex(64)},
		"production-enterprise-exported.downloads.crowdin.com", `"status":"inProgress"`)

	g.add("l10n/crowdin-oauth-token-exchange", `
POST https://accounts.crowdin.com/oauth/token
Content-Type: application/json

{
  "grant_type": "authorization_code",
  "client_id": "«_cid»",
  "client_secret": "«a»",
  "redirect_uri": "https://l10n-bridge.internal.example/oauth/callback",
  "code": "«b»"
}

HTTP/1.1 200 OK
{
  "token_type": "Bearer",
  "expires_in": 7200,
  "access_token": "«c»",
  "refresh_token": "«d»"
}
`, V{"_cid": g.an(20), "a": g.an(40), "b": "def50200" + g.hex(600),
		"c": g.jwt("RS256", fmt.Sprintf(`{"aud":"%s","jti":"%s","iat":%d,"nbf":%d,"exp":%d,"sub":"%s","scopes":["project","tm"],"domain":null,"assignedDomain":null}`, g.an(20), g.hex(80), 1717660000, 1717660000, 1717667200, g.digits(8))),
		"d": "def50200" + g.hex(700)}, "https://l10n-bridge.internal.example/oauth/callback", "https://accounts.crowdin.com/oauth/token")

	g.add("l10n/crowdin-app-env", `
# .env for our Crowdin app (crowdin-apps-functions)
PORT=3000
BASE_URL=https://glossary-sync.fly.dev
CROWDIN_CLIENT_ID=«_cid»
CROWDIN_CLIENT_SECRET=«a»
DB_FOLDER=/data
CRYPTO_SECRET=«b»
`, V{"_cid": g.an(20), "a": g.an(40), "b": g.hex(32)}, "https://glossary-sync.fly.dev", "crowdin-apps-functions")

	g.add("l10n/crowdin-webhook-payload-benign", `
POST /hooks/crowdin HTTP/1.1
Host: l10n.acme.example
User-Agent: Crowdin-Webhooks/1.0
Content-Type: application/json

{"events":[{"event":"file.approved","file":"/src/locales/en/checkout.json","file_id":"«_fid»","project":"acme-web","project_id":"«_pid»","language":"pt-BR"},{"event":"project.built","project":"acme-web","project_id":"«_pid»","build":{"id":«_bid»,"downloadUrl":null}}]}
`, V{"_fid": g.digits(3), "_pid": g.digits(6), "_bid": g.digits(5)}, "Crowdin-Webhooks/1.0", `"event":"file.approved"`)

	g.add("l10n/crowdin-ota-android-benign", `
// App.kt
class App : Application() {
    override fun onCreate() {
        super.onCreate()
        Crowdin.init(
            applicationContext,
            CrowdinConfig.Builder()
                .withDistributionHash("«_h»")
                .withNetworkType(NetworkType.WIFI)
                .withUpdateInterval(15 * 60)
                .build()
        )
    }
}
`, V{"_h": g.s(alLowNum, 23) + "x"}, "withNetworkType(NetworkType.WIFI)", "Crowdin.init(")

	g.add("l10n/crowdin-ota-ios-plus-leaked-token", `
// AppDelegate.swift
let crowdinProviderConfig = CrowdinProviderConfig(hashString: "«_h»",
                                                  sourceLanguage: "en")
// TODO remove before release: screenshots upload needs the API
let loginConfig = try! CrowdinLoginConfig(clientId: "«_cid»",
                                          clientSecret: "«a»",
                                          scope: "project.screenshot",
                                          redirectURI: "crowdintest://",
                                          organizationName: nil)
CrowdinSDK.startWithConfig(CrowdinSDKConfig.config().with(crowdinProviderConfig: crowdinProviderConfig).with(loginConfig: loginConfig), completion: { })
`, V{"_h": g.s(alLowNum, 23) + "x", "_cid": g.an(20), "a": g.an(40)}, "sourceLanguage: \"en\"", "project.screenshot")

	g.add("l10n/crowdin-cli-401-error", `
$ CROWDIN_PERSONAL_TOKEN=«a» crowdin status translation
❌ Failed to authorize in Crowdin
Check your 'api_token' key and make sure it has the right scopes
Status code: 401
$ crowdin config lint
✔️  Your configuration file looks good
`, V{"a": g.l10nCrowdinTok()}, "Failed to authorize in Crowdin", "crowdin config lint")

	g.add("l10n/crowdin-node-api-client", `
// scripts/pseudo-upload.mjs
import crowdin from '@crowdin/crowdin-api-client';

const { uploadStorageApi, sourceFilesApi } = new crowdin.default({
  token: '«a»',
  organization: 'northwind',
});

const storage = await uploadStorageApi.addStorage('en.json', fs.readFileSync('locales/en.json'));
await sourceFilesApi.updateOrRestoreFile(«_pid», «_fid», { storageId: storage.data.id });
`, V{"a": g.l10nCrowdinTok(), "_pid": g.digits(3), "_fid": g.digits(4)}, "@crowdin/crowdin-api-client", "organization: 'northwind'")

	g.add("l10n/crowdin-python-client-ipython", `
In [1]: from crowdin_api import CrowdinClient

In [2]: class FirstCrowdinClient(CrowdinClient):
   ...:     TOKEN = "«a»"
   ...:     PROJECT_ID = «_pid»
   ...:

In [3]: client = FirstCrowdinClient()

In [4]: client.languages.list_supported_languages(limit=2)["data"][0]["data"]["id"]
Out[4]: 'aa'
`, V{"a": g.l10nCrowdinTok(), "_pid": g.digits(6)}, "from crowdin_api import CrowdinClient", "list_supported_languages")

	g.add("l10n/crowdin-jenkins-credentials-groovy", `
pipeline {
  agent { docker { image 'crowdin/cli:4.1.2' } }
  environment {
    CROWDIN_PROJECT_ID = '«_pid»'
    // FIXME: move to credentials('crowdin-token')
    CROWDIN_PERSONAL_TOKEN = '«a»'
  }
  stages {
    stage('Upload sources') {
      steps { sh 'crowdin upload sources --no-progress' }
    }
    stage('Download translations') {
      steps { sh 'crowdin download --skip-untranslated-strings --no-progress' }
    }
  }
}
`, V{"_pid": g.digits(6), "a": g.l10nCrowdinTok()}, "credentials('crowdin-token')", "--skip-untranslated-strings")
}

// ---- Lokalise ----

func (g *G) l10nLokalise() {
	g.add("l10n/lokalise2-config-yml", `
$ cat config.yml
token: «a»
project-id: «_p»
$ lokalise2 --config config.yml file download --format json --original-filenames=true --directory-prefix="" --unzip-to ./src/i18n
Requesting...
Downloading https://s3-eu-west-1.amazonaws.com/lokalise-assets/files/export/«_p»/«_h»/Web_app-locale.zip...
Unzipping to ./src/i18n...
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj(), "_h": g.hex(32)}, "--original-filenames=true", "Unzipping to ./src/i18n...")

	g.add("l10n/lokalise2-upload-inline-token", `
$ lokalise2 file upload --token «a» --project-id «_p» --file src/i18n/en.json --lang-iso en --replace-modified --include-path --distinguish-by-file --poll
Uploading src/i18n/en.json...
Queued processes:
«_q»: finished
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj(), "_q": g.hex(40)}, "--distinguish-by-file", "src/i18n/en.json")

	g.add("l10n/lokalise-api-curl-projects", `
$ curl --request GET \
     --url 'https://api.lokalise.com/api2/projects?limit=2&include_statistics=0' \
     --header 'X-Api-Token: «a»' \
     --header 'accept: application/json' | jq '.projects[] | {project_id, name, team_id}'
{
  "project_id": "«_p1»",
  "name": "Android app",
  "team_id": «_t»
}
{
  "project_id": "«_p2»",
  "name": "Web dashboard",
  "team_id": «_t»
}
`, V{"a": g.l10nLok(), "_p1": g.l10nLokProj(), "_p2": g.l10nLokProj(), "_t": g.digits(6)}, "https://api.lokalise.com/api2/projects?limit=2&include_statistics=0", `"name": "Web dashboard"`)

	g.add("l10n/lokalise-node-sdk", `
// scripts/lokalise-pull.ts
import { LokaliseApi } from "@lokalise/node-api";

const lokaliseApi = new LokaliseApi({ apiKey: "«a»", enableCompression: true });
const projectId = "«_p»";

const { bundle_url } = await lokaliseApi.files().download(projectId, {
  format: "json",
  original_filenames: true,
  directory_prefix: "",
  filter_langs: ["en", "de", "fr"],
});
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj()}, "@lokalise/node-api", `filter_langs: ["en", "de", "fr"]`)

	g.add("l10n/lokalise-python-sdk", `
import lokalise

client = lokalise.Client("«a»")
keys = client.keys("«_p»", {"filter_tags": "checkout", "include_translations": 1, "limit": 500})
for k in keys.items:
    print(k.key_id, k.key_name["web"])
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj()}, `"filter_tags": "checkout"`, "k.key_name[\"web\"]")

	g.add("l10n/lokalise-ruby-sdk-rake", `
# lib/tasks/lokalise.rake
namespace :lokalise do
  task pull: :environment do
    client = RubyLokaliseApi.client ENV.fetch("LOKALISE_API_TOKEN", "«a»")
    process = client.download_files("«_p»", format: "yaml", original_filenames: false, bundle_structure: "config/locales/%LANG_ISO%.yml")
    puts process.bundle_url
  end
end
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj()}, "config/locales/%LANG_ISO%.yml", "RubyLokaliseApi.client")

	g.add("l10n/lokalise-oauth-callback-log", `
[2024-09-12T08:14:55.120Z] INFO  oauth: exchanging code for project-sync (client_id=«_cid»)
[2024-09-12T08:14:55.412Z] DEBUG oauth: token response {"access_token":"«a»","refresh_token":"«b»","expires_in":3600,"token_type":"Bearer"}
[2024-09-12T08:14:55.413Z] INFO  oauth: stored tokens for team «_t»
`, V{"_cid": g.hex(32), "a": g.an(40), "b": g.an(40), "_t": g.digits(6)}, "exchanging code for project-sync", "oauth: stored tokens for team")

	g.add("l10n/lokalise-oauth-client-secret-env", `
LOKALISE_OAUTH_CLIENT_ID=«_cid»
LOKALISE_OAUTH_CLIENT_SECRET=«a»
LOKALISE_OAUTH_REDIRECT=https://tms-bridge.acme.example/auth/lokalise/callback
LOKALISE_OAUTH_SCOPES=read_projects write_files read_files
`, V{"_cid": g.hex(32), "a": g.hex(32)}, "https://tms-bridge.acme.example/auth/lokalise/callback", "read_projects write_files read_files")

	g.add("l10n/lokalise-webhook-xsecret", `
127.0.0.1 - - [03/Oct/2024:10:22:41 +0000] "POST /webhooks/lokalise HTTP/1.1" 200 2 "-" "Lokalise/1.0"
  headers: X-Secret=«a» X-Project-Id=«_p» Content-Type=application/json
  body: {"event":"project.translation.updated","project":{"id":"«_p»","name":"Web dashboard"},"translation":{"id":«_tid»,"value":"Zur Kasse"},"language":{"iso":"de"}}
`, V{"a": g.an(32), "_p": g.l10nLokProj(), "_tid": g.digits(9)}, `"event":"project.translation.updated"`, `"value":"Zur Kasse"`)

	g.add("l10n/lokalise-push-action-benign", `
name: Push source strings to Lokalise
on:
  push:
    branches: [main]
    paths: ["locales/en/**"]
jobs:
  push:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - uses: lokalise/lokalise-push-action@v3.1.0
        with:
          api_token: ${{ secrets.LOKALISE_API_TOKEN }}
          project_id: ${{ vars.LOKALISE_PROJECT_ID }}
          base_lang: en
          translations_path: locales
          file_format: json
`, nil, "${{ secrets.LOKALISE_API_TOKEN }}", "lokalise/lokalise-push-action@v3.1.0", "${{ vars.LOKALISE_PROJECT_ID }}")

	g.add("l10n/lokalise-fastfile-metadata", `
# fastlane/Fastfile
lane :pull_store_metadata do
  lokalise_metadata(
    api_token: "«a»",
    project_identifier: "«_p»",
    action: "download_from_lokalise"
  )
  lokalise(
    api_token: "«a»",
    project_identifier: "«_p2»",
    destination: "Runner/Resources",
    clean_destination: false,
    include_comments: true
  )
end
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj(), "_p2": g.l10nLokProj()}, "download_from_lokalise", "Runner/Resources")

	g.add("l10n/lokalise-gradle-properties", `
# ~/.gradle/gradle.properties
org.gradle.daemon=true
lokalise.apiToken=«a»
lokalise.projectId=«_p»
sonatypeUsername=kpetrov
sonatypePassword=«b»
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj(), "b": g.pw()}, "sonatypeUsername=kpetrov", "org.gradle.daemon=true")

	g.add("l10n/lokalise-keys-response-benign", `
{
  "project_id": "«_p»",
  "branch": "main",
  "keys": [
    {
      "key_id": «_k1»,
      "created_at": "2024-05-02 09:13:44 (Etc/UTC)",
      "key_name": { "ios": "checkout.pay_button", "android": "checkout_pay_button", "web": "checkout.pay_button", "other": "checkout.pay_button" },
      "filenames": { "web": "%LANG_ISO%/checkout.json" },
      "tags": ["checkout", "v4.2"],
      "is_plural": false,
      "translations": [
        { "translation_id": «_t1», "key_id": «_k1», "language_iso": "de", "translation": "Jetzt bezahlen", "is_reviewed": true }
      ]
    }
  ]
}
`, V{"_p": g.l10nLokProj(), "_k1": g.digits(9), "_t1": g.digits(10)}, "checkout.pay_button", `"translation": "Jetzt bezahlen"`)
}

// ---- Phrase ----

func (g *G) l10nPhrase() {
	g.add("l10n/phrase-yml-rails", `
$ cat .phrase.yml
phrase:
  access_token: «a»
  project_id: «_p»
  file_format: yml
  push:
    sources:
      - file: ./config/locales/en.yml
        params:
          locale_id: «_l»
          update_translations: true
  pull:
    targets:
      - file: ./config/locales/<locale_name>.yml
        params:
          include_empty_translations: false
`, V{"a": g.l10nPhraseTok(), "_p": g.hex(32), "_l": g.hex(32)}, "./config/locales/<locale_name>.yml", "include_empty_translations: false")

	g.add("l10n/phrase-yml-us-host-quoted", `
phrase:
  host: https://api.us.app.phrase.com/v2
  access_token: "«a»"
  project_id: "«_p»"
  file_format: json
  pull:
    targets:
      - file: ./public/locales/<locale_code>/translation.json
        params:
          file_format: i18next
`, V{"a": g.l10nPhraseTok(), "_p": g.hex(32)}, "https://api.us.app.phrase.com/v2", "./public/locales/<locale_code>/translation.json")

	g.add("l10n/phrase-cli-init-transcript", `
$ phrase init
Please enter your API access token (you can generate one in your profile at phrase.com): «a»
Loading projects...
 1: Storefront (Id: «_p1»)
 2: Mobile (Id: «_p2»)
 3: Create new project
Select project: 1
Select the format to use for language files you download from Phrase (1-51): 27
Enter the path to the language file you want to upload to Phrase.
For documentation, see https://support.phrase.com/hc/en-us/articles/5784118494492
Source file path: [default ./config/locales/en.yml] ./locales/en.json
We created the following configuration file for you: .phrase.yml
`, V{"a": g.l10nPhraseTok(), "_p1": g.hex(32), "_p2": g.hex(32)}, "Storefront (Id: ", "We created the following configuration file for you: .phrase.yml")

	g.add("l10n/phrase-api-curl-token-header", `
curl "https://api.phrase.com/v2/projects/«_p»/locales/de/download?file_format=yml&include_empty_translations=true" \
  -H "Authorization: token «a»" \
  -H "User-Agent: storefront-sync (ops@storefront.example)" \
  -o config/locales/de.yml
`, V{"_p": g.hex(32), "a": g.l10nPhraseTok()}, "storefront-sync (ops@storefront.example)", "include_empty_translations=true")

	g.add("l10n/phrase-api-basic-token", `
$ curl -s -u «a»: "https://api.phrase.com/v2/accounts" | jq '.[0] | {id, name, slug}'
{
  "id": "«_acc»",
  "name": "Storefront GmbH",
  "slug": "storefront-gmbh"
}
`, V{"a": g.l10nPhraseTok(), "_acc": g.hex(8)}, `"slug": "storefront-gmbh"`)

	g.add("l10n/phrase-env-and-pull", `
$ export PHRASE_ACCESS_TOKEN=«a»
$ phrase pull
Downloaded de to ./config/locales/de.yml
Downloaded fr to ./config/locales/fr.yml
Downloaded pt-BR to ./config/locales/pt-BR.yml
`, V{"a": g.l10nPhraseTok()}, "Downloaded pt-BR to ./config/locales/pt-BR.yml")

	g.add("l10n/phrase-tms-login", `
$ curl -s -X POST https://cloud.memsource.com/web/api2/v3/auth/login \
    -H 'Content-Type: application/json' \
    -d '{"userName":"pm.ines","password":"«a»"}' | jq .
{
  "user": {
    "firstName": "Inês",
    "lastName": "Carvalho",
    "userName": "pm.ines",
    "email": "ines.carvalho@lsp.example",
    "role": "PROJECT_MANAGER",
    "id": "«_uid»",
    "uid": "«_uuid»"
  },
  "token": "«b»",
  "expires": "2024-11-08T14:02:11+0000"
}
`, V{"a": g.pw(), "_uid": g.digits(6), "_uuid": g.an(22), "b": g.an(64)}, `"role": "PROJECT_MANAGER"`, "pm.ines", "https://cloud.memsource.com/web/api2/v3/auth/login")

	g.add("l10n/phrase-tms-python-client", `
# memsource_jobs.py
BASE = "https://cloud.memsource.com/web"
TOKEN = "«a»"   # from /api2/v3/auth/login, valid 24h

def list_jobs(project_uid):
    r = requests.get(f"{BASE}/api2/v2/projects/{project_uid}/jobs",
                     headers={"Authorization": f"ApiToken {TOKEN}"}, params={"pageSize": 50})
    r.raise_for_status()
    return r.json()["content"]

print(len(list_jobs("«_puid»")))
`, V{"a": g.an(64), "_puid": g.an(22)}, "https://cloud.memsource.com/web", "\"Authorization\": f\"ApiToken {TOKEN}\"")

	g.add("l10n/phrase-ice-config-benign", `
<script>
  window.PHRASEAPP_CONFIG = {
    accountId: '«_acc»',
    projectId: '«_p»',
    datacenter: 'eu',
    useOldICE: false,
    autoLowercase: false,
    prefix: '{{__',
    suffix: '__}}'
  };
</script>
<script src="https://d2bgdldl6xit7z.cloudfront.net/latest/ice/index.js" type="module"></script>
`, V{"_acc": g.hex(8), "_p": g.hex(32)}, "window.PHRASEAPP_CONFIG", "datacenter: 'eu'")

	g.add("l10n/phrase-webhook-config-json", `
$ curl -s "https://api.phrase.com/v2/projects/«_p»/webhooks" \
    -H "Authorization: token «a»" \
    -H "Content-Type: application/json" \
    -X POST -d '{"callback_url":"https://ci.storefront.example/hooks/phrase","secret":"«b»","events":"translations:batch_update,uploads:processing","active":true}'
{"id":"«_wid»","callback_url":"https://ci.storefront.example/hooks/phrase","description":null,"events":["translations:batch_update","uploads:processing"],"active":true,"created_at":"2024-08-19T10:03:55Z"}
`, V{"_p": g.hex(32), "a": g.l10nPhraseTok(), "b": g.pwStrong(), "_wid": g.hex(32)}, "https://ci.storefront.example/hooks/phrase", "translations:batch_update")

	g.add("l10n/phrase-strings-ota-flutter", `
// lib/main.dart
import 'package:phrase/phrase.dart';

void main() {
  Phrase.setup("«_d»", "«a»");
  runApp(const StorefrontApp());
}
// ^ the second arg is the OTA *development* environment secret, must come from --dart-define in CI
`, V{"_d": g.hex(32), "a": g.hex(32)}, "package:phrase/phrase.dart", "--dart-define")
}

// ---- Transifex ----

func (g *G) l10nTransifex() {
	g.add("l10n/transifexrc-new-format", `
$ cat ~/.transifexrc
[https://app.transifex.com]
rest_hostname = https://rest.api.transifex.com
token         = «a»
`, V{"a": g.l10nTx()}, "rest_hostname = https://rest.api.transifex.com", "[https://app.transifex.com]")

	g.add("l10n/transifexrc-legacy-api-user", `
[https://www.transifex.com]
api_hostname = https://api.transifex.com
hostname = https://www.transifex.com
password = «a»
username = api
`, V{"a": g.l10nTx()}, "api_hostname = https://api.transifex.com", "username = api")

	g.add("l10n/transifexrc-legacy-real-password", `
# ~/.transifexrc (transifex-client 0.13, 2019 — still on the old build box)
[https://www.transifex.com]
hostname = https://www.transifex.com
password = «a»
token =
username = mbergstrom
`, V{"a": g.pw()}, "transifex-client 0.13", "username = mbergstrom")

	g.add("l10n/tx-cli-token-flag-push", `
$ tx --token «a» push --source --branch -1 o:acme:p:webapp:r:messages
# Getting info about resources

o:acme:p:webapp:r:messages - Getting info
o:acme:p:webapp:r:messages - Pushing source file: locales/en/messages.json
o:acme:p:webapp:r:messages - Uploading file
o:acme:p:webapp:r:messages - Uploading file: Done
`, V{"a": g.l10nTx()}, "o:acme:p:webapp:r:messages", "locales/en/messages.json")

	g.add("l10n/tx-pull-output-benign", `
$ tx pull --translations --all --minimum-perc 80 --mode reviewed
# Getting info about resources

o:acme:p:webapp:r:messages - Getting info
o:acme:p:webapp:r:messages - Getting info: Done
o:acme:p:webapp:r:messages de - Pulling file: Done
o:acme:p:webapp:r:messages fr - Pulling file: Done
o:acme:p:webapp:r:messages pt_BR - Pulling file: Done
o:acme:p:webapp:r:messages tr - Skipping: translation 61.8% complete, minimum is 80%
`, nil, "--minimum-perc 80", "o:acme:p:webapp:r:messages pt_BR - Pulling file: Done")

	g.add("l10n/tx-env-gitlab-ci", `
i18n:pull:
  stage: i18n
  image: transifex/txcli:v1.6.16
  variables:
    TX_TOKEN: "«a»"
  script:
    - tx pull --translations --all --force
    - git add locale/
    - git commit -m "l10n: pull translations from Transifex [skip ci]" || echo "nothing to commit"
  rules:
    - if: $CI_PIPELINE_SOURCE == "schedule"
`, V{"a": g.l10nTx()}, "transifex/txcli:v1.6.16", "$CI_PIPELINE_SOURCE == \"schedule\"")

	g.add("l10n/transifex-native-django-settings", `
# settings/base.py
INSTALLED_APPS += ["transifex.native.django"]

LANGUAGE_CODE = "en-us"
LANGUAGES = [("en", "English"), ("el", "Ελληνικά"), ("de", "Deutsch")]

TRANSIFEX_TOKEN = "«_pub»"
TRANSIFEX_SECRET = "«a»"
TRANSIFEX_SYNC_INTERVAL = 60 * 10
`, V{"_pub": g.l10nTx(), "a": g.l10nTx()}, "transifex.native.django", `("el", "Ελληνικά")`)

	g.add("l10n/transifex-native-txjs-cli", `
$ npx txjs-cli push src/ --token=«_pub» --secret=«a» --append-tags="release:3.8"
    Parsing all files to detect translatable content...
    ✓ Processed 218 file(s) and found 1,432 translatable phrases.
    ✓ Content detected in 91 file(s).
    Uploading content to Transifex... Success
    ✓ Created: 37
    ✓ Updated: 4
`, V{"_pub": g.l10nTx(), "a": g.l10nTx()}, "--append-tags=\"release:3.8\"", "Processed 218 file(s)")

	g.add("l10n/transifex-native-js-init-benign", `
// src/i18n.js
import { tx, t } from '@transifex/native';

tx.init({
  token: '«_pub»',
  filterTags: 'web',
  missingPolicy: new PseudoTranslationPolicy(),
});

await tx.setCurrentLocale(navigator.language.slice(0, 2));
`, V{"_pub": g.l10nTx()}, "@transifex/native", "filterTags: 'web'")

	g.add("l10n/transifex-rest-api-curl", `
$ curl -s -H "Authorization: Bearer «a»" -H "Accept: application/vnd.api+json" \
    "https://rest.api.transifex.com/resource_language_stats?filter[project]=o:acme:p:webapp" \
    | jq -r '.data[] | [.id, .attributes.translated_strings, .attributes.total_strings] | @tsv'
o:acme:p:webapp:r:messages:l:de	1432	1432
o:acme:p:webapp:r:messages:l:fr	1398	1432
o:acme:p:webapp:r:messages:l:el	1101	1432
`, V{"a": g.l10nTx()}, "o:acme:p:webapp:r:messages:l:de", "application/vnd.api+json")

	g.add("l10n/transifex-python-sdk-script", `
from transifex.api import transifex_api

transifex_api.setup(auth="«a»")
organization = transifex_api.Organization.get(slug="acme")
project = organization.fetch("projects").get(slug="webapp")
for language in project.fetch("languages"):
    print(language.code)
`, V{"a": g.l10nTx()}, "from transifex.api import transifex_api", `get(slug="webapp")`)

	g.add("l10n/tx-config-benign-multi", `
$ cat .tx/config
[main]
host = https://app.transifex.com
lang_map = pt_BR: pt-BR, zh_CN: zh-Hans, zh_TW: zh-Hant

[o:acme:p:docs:r:getting-started]
file_filter = docs/<lang>/getting-started.md
source_file = docs/en/getting-started.md
source_lang = en
type        = GITHUBMARKDOWN
resource_name = Getting started

[o:acme:p:docs:r:django-po]
file_filter = locale/<lang>/LC_MESSAGES/django.po
source_file = locale/en/LC_MESSAGES/django.po
type        = PO
`, nil, "lang_map = pt_BR: pt-BR, zh_CN: zh-Hans, zh_TW: zh-Hant", "[o:acme:p:docs:r:django-po]", "type        = GITHUBMARKDOWN")
}

// ---- Weblate ----

func (g *G) l10nWeblate() {
	g.add("l10n/wlc-config-keys", `
$ cat ~/.config/weblate
[weblate]
url = https://hosted.weblate.org/api/
translation = openboard/app

[keys]
https://hosted.weblate.org/api/ = «a»
https://translate.internal.acme.example/api/ = «b»
`, V{"a": g.l10nWlu(), "b": g.l10nWlu()}, "https://translate.internal.acme.example/api/", "translation = openboard/app")

	g.add("l10n/wlc-legacy-key-cli", `
$ wlc --url https://translate.internal.acme.example/api/ --key «a» list-projects
name: Acme Web
slug: acme-web
source_language: en
url: https://translate.internal.acme.example/api/projects/acme-web/
web: https://www.acme.example
`, V{"a": g.an(40)}, "slug: acme-web", "source_language: en")

	g.add("l10n/wlc-project-token-lock-ci", `
# .github/workflows/release.yml (excerpt)
      - name: Lock Weblate, commit and merge translations
        env:
          WLC_KEY: «a»
        run: |
          pip install wlc==1.14
          wlc --url https://hosted.weblate.org/api/ --key "$WLC_KEY" lock openboard
          wlc --url https://hosted.weblate.org/api/ --key "$WLC_KEY" commit openboard
          wlc --url https://hosted.weblate.org/api/ --key "$WLC_KEY" push openboard
`, V{"a": g.l10nWlp()}, "pip install wlc==1.14", "lock openboard")

	g.add("l10n/weblate-docker-env", `
# weblate-docker/environment
WEBLATE_DEBUG=0
WEBLATE_LOGLEVEL=INFO
WEBLATE_SITE_TITLE=Acme Translate
WEBLATE_SITE_DOMAIN=translate.internal.acme.example
WEBLATE_ADMIN_NAME=Weblate Admin
WEBLATE_ADMIN_EMAIL=l10n-admin@acme.example
WEBLATE_ADMIN_PASSWORD=«a»
WEBLATE_SERVER_EMAIL=weblate@acme.example
WEBLATE_DEFAULT_FROM_EMAIL=weblate@acme.example
WEBLATE_ALLOWED_HOSTS=translate.internal.acme.example
WEBLATE_REGISTRATION_OPEN=0
POSTGRES_PASSWORD=«b»
POSTGRES_USER=weblate
POSTGRES_DATABASE=weblate
POSTGRES_HOST=database
REDIS_HOST=cache
REDIS_PORT=6379
WEBLATE_EMAIL_HOST=smtp.eu.mailgun.org
WEBLATE_EMAIL_HOST_USER=postmaster@mg.acme.example
WEBLATE_EMAIL_HOST_PASSWORD=«c»
`, V{"a": g.pw(), "b": g.pwURL(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8)}, "WEBLATE_SITE_TITLE=Acme Translate", "postmaster@mg.acme.example")

	g.add("l10n/weblate-docker-compose-override", `
# docker-compose.override.yml
services:
  weblate:
    ports:
      - 127.0.0.1:8080:8080
    environment:
      WEBLATE_EMAIL_HOST: smtp.office365.com
      WEBLATE_EMAIL_HOST_USER: weblate@acme.example
      WEBLATE_EMAIL_HOST_PASSWORD: '«a»'
      WEBLATE_SOCIAL_AUTH_GITHUB_KEY: «_ghk»
      WEBLATE_SOCIAL_AUTH_GITHUB_SECRET: «b»
      WEBLATE_GITHUB_USERNAME: acme-weblate-bot
      WEBLATE_GITHUB_TOKEN: «c»
      WEBLATE_TIME_ZONE: Europe/Berlin
`, V{"a": g.pw(), "_ghk": "Ov23li" + g.an(14), "b": g.hex(40), "c": g.ghp()}, "acme-weblate-bot", "WEBLATE_TIME_ZONE: Europe/Berlin")

	g.add("l10n/weblate-settings-credentials", `
# /app/data/settings-override.py
SECRET_KEY = "«a»"

GITHUB_CREDENTIALS = {
    "api.github.com": {
        "username": "acme-weblate-bot",
        "token": "«b»",
    }
}
GITLAB_CREDENTIALS = {
    "gitlab.acme.example": {
        "username": "weblate",
        "token": "«c»",
    }
}
`, V{"a": g.s(alDjango, 50), "b": g.ghFine(), "c": g.glpat()}, "/app/data/settings-override.py", "gitlab.acme.example")

	g.add("l10n/weblate-api-token-curl", `
$ curl -s -H "Authorization: Token «a»" \
    https://hosted.weblate.org/api/components/openboard/app/statistics/ | jq '.results[] | select(.code=="uk") | {translated_percent, translated, total}'
{
  "translated_percent": 96.4,
  "translated": 482,
  "total": 500
}
`, V{"a": g.l10nWlu()}, "/api/components/openboard/app/statistics/", `select(.code=="uk")`)

	ssh, pub := g.sshEd25519("weblate@translate.internal.acme.example")
	g.add("l10n/weblate-ssh-key-dump", `
$ docker compose exec weblate ls /app/data/ssh
id_ed25519  id_ed25519.pub  known_hosts
$ docker compose exec weblate cat /app/data/ssh/id_ed25519.pub /app/data/ssh/id_ed25519
«_pub» weblate@translate.internal.acme.example
«_b»
«a»
«_e»
`, V{"_pub": pub, "_b": ssh.begin, "a": ssh.body, "_e": ssh.end}, "/app/data/ssh/id_ed25519.pub", "known_hosts")

	g.add("l10n/weblate-createadmin", `
$ docker compose exec --user weblate weblate weblate createadmin --username l10n-admin --email l10n-admin@acme.example --password «a» --update
Updated user l10n-admin
$ docker compose exec weblate weblate list_versions | head -3
 * Weblate 5.7.2
 * Django 5.0.8
 * Celery 5.4.0
`, V{"a": g.pwURL()}, "Weblate 5.7.2", "--username l10n-admin")

	g.add("l10n/weblate-commit-benign", `
commit «_sha»
Author: Oleksandr Kovalenko <«_mail»@users.noreply.hosted.weblate.org>
Date:   Tue Oct 8 19:42:11 2024 +0200

    Translated using Weblate (Ukrainian)

    Currently translated at 96.4% (482 of 500 strings)

    Translation: OpenBoard/App
    Translate-URL: https://hosted.weblate.org/projects/openboard/app/uk/

 app/src/main/res/values-uk/strings.xml | 14 +++++++-------
 1 file changed, 7 insertions(+), 7 deletions(-)
`, V{"_sha": g.gitSHA(), "_mail": g.s(alLowNum, 12)}, "Translate-URL: https://hosted.weblate.org/projects/openboard/app/uk/", "Translated using Weblate (Ukrainian)")

	g.add("l10n/weblate-mt-settings-python", `
# settings-override.py — machine translation suggestions
WEBLATE_MACHINERY = (
    "weblate.machinery.deepl.DeepLTranslation",
    "weblate.machinery.microsoft.MicrosoftCognitiveTranslation",
    "weblate.machinery.weblatetm.WeblateTranslation",
)
MT_DEEPL_KEY = "«a»"
MT_MICROSOFT_COGNITIVE_KEY = "«b»"
MT_MICROSOFT_REGION = "westeurope"
`, V{"a": g.l10nDeepLKey(), "b": g.l10nAzure()}, "weblate.machinery.deepl.DeepLTranslation", `MT_MICROSOFT_REGION = "westeurope"`)

	g.add("l10n/weblate-hook-url-benign", `
GitHub → Settings → Webhooks → Add webhook
  Payload URL:  https://hosted.weblate.org/hooks/github/
  Content type: application/json
  Secret:       (leave empty)
  Events:       Just the push event
Weblate will then update openboard/app automatically; "Enable hooks" must be on for the project.
`, nil, "https://hosted.weblate.org/hooks/github/", "Just the push event")
}

// ---- POEditor, Smartling, Tolgee, Localazy, Locize, SimpleLocalize ----

func (g *G) l10nSmallTMS() {
	g.add("l10n/poeditor-projects-list", `
$ curl -s -X POST https://api.poeditor.com/v2/projects/list -d api_token="«a»" | jq .
{
  "response": {
    "status": "success",
    "code": "200",
    "message": "OK"
  },
  "result": {
    "projects": [
      { "id": «_p1», "name": "Recipe Box iOS", "public": 0, "open": 0, "created": "2022-03-14T09:21:07+0000" },
      { "id": «_p2», "name": "Recipe Box web", "public": 0, "open": 1, "created": "2023-01-30T16:02:44+0000" }
    ]
  }
}
`, V{"a": g.hex(32), "_p1": g.digits(6), "_p2": g.digits(6)}, `"name": "Recipe Box iOS"`, "https://api.poeditor.com/v2/projects/list")

	g.add("l10n/poeditor-export-download-url", `
$ curl -s -X POST https://api.poeditor.com/v2/projects/export \
    -d api_token="«a»" -d id="«_p»" -d language="pt-br" -d type="apple_strings" -d filters="translated"
{"response":{"status":"success","code":"200","message":"OK"},"result":{"url":"https:\/\/api.poeditor.com\/v2\/download\/file\/«=h»"}}
`, V{"a": g.hex(32), "_p": g.digits(6), "=h": g.hex(32)}, `-d type="apple_strings"`)

	g.add("l10n/poeditor-python-script", `
#!/usr/bin/env python3
"""Pull every language from POEditor into app/src/main/res."""
from poeditor import POEditorAPI

client = POEditorAPI(api_token="«a»")
PROJECT_ID = "«_p»"

for lang in client.list_project_languages(PROJECT_ID):
    code = lang["code"]
    client.export(PROJECT_ID, language_code=code, file_type="android_strings",
                  local_file=f"app/src/main/res/values-{code}/strings.xml")
`, V{"a": g.hex(32), "_p": g.digits(6)}, "from poeditor import POEditorAPI", `file_type="android_strings"`)

	g.add("l10n/smartling-cli-yml", `
$ cat smartling.yml
user_id: "«_u»"
secret: "«a»"
account_id: "«_acc»"
project_id: "«_p»"
files:
  "src/locales/en-US/*.json":
    pull:
      format: "src/locales/{{.Locale}}/{{name .FileURI}}{{ext .FileURI}}"
`, V{"_u": g.s(alLower, 30), "a": g.s(alLowNum, 26) + "-" + g.an(31), "_acc": g.hex(8), "_p": g.hex(9)}, "{{name .FileURI}}{{ext .FileURI}}", "src/locales/en-US/*.json")

	iat := 1725000000 + g.r.IntN(10000000)
	g.add("l10n/smartling-authenticate", `
$ curl -s -X POST https://api.smartling.com/auth-api/v2/authenticate \
    -H "Content-Type: application/json" \
    -d '{"userIdentifier":"«_u»","userSecret":"«a»"}' | jq .
{
  "response": {
    "code": "SUCCESS",
    "data": {
      "accessToken": "«b»",
      "refreshToken": "«c»",
      "expiresIn": 480,
      "refreshExpiresIn": 3660,
      "tokenType": "Bearer"
    }
  }
}
`, V{"_u": g.s(alLower, 30), "a": g.s(alLowNum, 26) + "-" + g.an(31),
		"b": g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","exp":%d,"nbf":0,"iat":%d,"iss":"https://sso.smartling.com/auth/realms/Smartling","aud":"authenticator","sub":"%s","typ":"Bearer","azp":"authenticator","session_state":"%s","client_session":"%s"}`, g.uuid(), iat+480, iat, g.uuid(), g.uuid(), g.uuid())),
		"c": g.jwt("RS256", fmt.Sprintf(`{"jti":"%s","exp":%d,"nbf":0,"iat":%d,"iss":"https://sso.smartling.com/auth/realms/Smartling","aud":"authenticator","sub":"%s","typ":"Refresh","azp":"authenticator"}`, g.uuid(), iat+3660, iat, g.uuid()))},
		"https://api.smartling.com/auth-api/v2/authenticate", `"tokenType": "Bearer"`)

	g.add("l10n/smartling-cli-flags", `
$ smartling-cli files push src/locales/en-US/checkout.json --user «_u» --secret «a» --project «_p» --authorize --locale de-DE --locale ja-JP
src/locales/en-US/checkout.json (json) overwritten [42 strings 318 words]
`, V{"_u": g.s(alLower, 30), "a": g.s(alLowNum, 26) + "-" + g.an(31), "_p": g.hex(9)}, "[42 strings 318 words]", "--locale ja-JP")

	g.add("l10n/tolgee-env-development-local", `
$ cat .env.development.local
VITE_APP_TOLGEE_API_URL=https://app.tolgee.io
VITE_APP_TOLGEE_API_KEY=«a»
# ^ in-context editing only, never in .env.production
`, V{"a": g.l10nTolgee("tgpak")}, "never in .env.production", "VITE_APP_TOLGEE_API_URL=https://app.tolgee.io")

	g.add("l10n/tolgee-cli-login-and-push", `
$ npx @tolgee/cli login «a»
✓ Logged in as project #«_p» (web-storefront) on https://app.tolgee.io. Welcome back!
$ npx @tolgee/cli push --tag-new-keys draft
✓ Reading files
✓ Importing
✓ Done! 12 new keys, 3 updated.
`, V{"a": g.l10nTolgee("tgpak"), "_p": g.digits(4)}, "--tag-new-keys draft", "(web-storefront)")

	g.add("l10n/tolgee-rc-benign", `
$ cat .tolgeerc.json
{
  "$schema": "https://docs.tolgee.io/cli-schema.json",
  "projectId": «_p»,
  "format": "JSON_TOLGEE",
  "patterns": ["./src/**/*.ts?(x)"],
  "push": {
    "files": [{ "path": "./i18n/en.json", "language": "en" }],
    "forceMode": "KEEP"
  },
  "pull": { "path": "./i18n", "emptyDir": true }
}
`, V{"_p": g.digits(4)}, "https://docs.tolgee.io/cli-schema.json", `"forceMode": "KEEP"`)

	g.add("l10n/tolgee-selfhosted-compose", `
services:
  tolgee:
    image: tolgee/tolgee:v3.80.4
    ports: ["8085:8080"]
    environment:
      TOLGEE_AUTHENTICATION_ENABLED: "true"
      TOLGEE_AUTHENTICATION_INITIAL_USERNAME: admin@l10n.acme.example
      TOLGEE_AUTHENTICATION_INITIAL_PASSWORD: «a»
      TOLGEE_AUTHENTICATION_JWT_SECRET: «b»
      TOLGEE_MACHINE_TRANSLATION_DEEPL_AUTH_KEY: «c»
      TOLGEE_MACHINE_TRANSLATION_GOOGLE_API_KEY: «d»
      SPRING_DATASOURCE_URL: jdbc:postgresql://db:5432/tolgee
      SPRING_DATASOURCE_USERNAME: tolgee
      SPRING_DATASOURCE_PASSWORD: «e»
`, V{"a": g.pw(), "b": g.b64(48), "c": g.l10nDeepLKey(), "d": g.googleKey(), "e": g.pwURL()}, "tolgee/tolgee:v3.80.4", "jdbc:postgresql://db:5432/tolgee")

	g.add("l10n/tolgee-pat-export-curl", `
curl -s "https://app.tolgee.io/v2/projects/«_p»/export?format=JSON&languages=de&languages=fr&zip=true" \
  -H "X-API-Key: «a»" -o translations.zip
`, V{"_p": g.digits(4), "a": g.l10nTolgee("tgpat")}, "format=JSON&languages=de&languages=fr&zip=true")

	g.add("l10n/localazy-keys-json-split", `
$ cat localazy.json
{
  "upload": {
    "type": "json",
    "files": "src/assets/i18n/en.json"
  },
  "download": {
    "files": "src/assets/i18n/${lang}.json"
  }
}
$ cat localazy.keys.json   # should be in .gitignore!
{
  "writeKey": "«a»",
  "readKey": "«b»"
}
`, V{"a": g.l10nLocalazy(), "b": g.l10nLocalazy()}, "src/assets/i18n/${lang}.json", "should be in .gitignore!")

	g.add("l10n/localazy-cli-flags", `
$ localazy upload -w «a» -r «b» --version 2
Localazy CLI, v1.7.14
Command-line interface for the Localazy platform.

Parameters:
- deprecate missing: false
- import as new: false
- app version: 2
- groups: (all)
- folder: .

Processing files...
src/assets/i18n/en.json (en)

Verifying...
Validating...
Uploading 38 kB...
Upload results: 1 added, 0 updated, 0 deprecated
Your app on Localazy: https://localazy.com/p/recipe-box
`, V{"a": g.l10nLocalazy(), "b": g.l10nLocalazy()}, "https://localazy.com/p/recipe-box", "Localazy CLI, v1.7.14")

	g.add("l10n/locize-backend-dev-apikey", `
// i18n.js
import i18next from 'i18next'
import Backend from 'i18next-locize-backend'
import LastUsed from 'locize-lastused'

const isDev = process.env.NODE_ENV !== 'production'
const locizeOptions = {
  projectId: '«_p»',
  apiKey: '«a»', // only for saveMissing / lastUsed in dev
  referenceLng: 'en',
  version: 'latest',
}

i18next.use(Backend).use(LastUsed).init({
  debug: isDev,
  fallbackLng: 'en',
  saveMissing: isDev,
  backend: locizeOptions,
  locizeLastUsed: locizeOptions,
})
`, V{"_p": g.uuid(), "a": g.uuid()}, "i18next-locize-backend", "referenceLng: 'en'")

	g.add("l10n/locize-cli-sync", `
$ locize sync --api-key «a» --project-id «_p» --ver latest --path ./public/locales --format json --reference-language-only false
checking remote (locize)...
checking local (./public/locales)...
updating remote en/common with 4 new keys, 0 updated keys and 0 removed keys...
downloading translations...
done
`, V{"a": g.uuid(), "_p": g.uuid()}, "checking local (./public/locales)...", "updating remote en/common")

	g.add("l10n/locize-home-config", `
$ cat ~/.locize
apiKey = «a»
projectId = «_p»
version = latest
`, V{"a": g.uuid(), "_p": g.uuid()}, "version = latest")

	g.add("l10n/locize-prod-benign", `
// production: read-only CDN, no apiKey
i18next.use(LocizeBackend).init({
  fallbackLng: 'en',
  ns: ['common', 'checkout'],
  backend: {
    projectId: '«_p»',
    version: 'production',
    cdnType: 'standard',
    private: false,
  },
})
`, V{"_p": g.uuid()}, "cdnType: 'standard'", "version: 'production'")

	g.add("l10n/simplelocalize-yml", `
# simplelocalize.yml
apiKey: «a»
uploadFormat: single-language-json
uploadLanguageKey: en
uploadPath: ./src/i18n/en.json
downloadFormat: single-language-json
downloadPath: ./src/i18n/{lang}.json
downloadLanguageKeys: ['de', 'fr', 'pl']
`, V{"a": g.an(32)}, "downloadPath: ./src/i18n/{lang}.json", "uploadFormat: single-language-json")

	g.add("l10n/simplelocalize-curl-token", `
curl -s "https://api.simplelocalize.io/api/v4/export?downloadFormat=java-properties&languageKey=de" \
  -H "X-SimpleLocalize-Token: «a»" | jq -r .data.files[0].url
`, V{"a": g.an(32)}, "https://api.simplelocalize.io/api/v4/export?downloadFormat=java-properties&languageKey=de")
}

// ---- other translation management systems and vendors ----

func (g *G) l10nOtherTMS() {
	g.add("l10n/loco-export-key-url", `
# package.json scripts
"scripts": {
  "i18n:pull": "curl -sf 'https://localise.biz/api/export/all.json?key=«a»&format=i18next4&index=id&no-folding=true' -o src/locales/all.json",
  "i18n:check": "node scripts/check-missing.mjs"
}
`, V{"a": g.an(32)}, "format=i18next4&index=id&no-folding=true", "scripts/check-missing.mjs")

	g.add("l10n/loco-full-access-header", `
$ curl -s -X POST 'https://localise.biz/api/import/json?index=id&locale=en&ignore-existing=true' \
    -H 'Authorization: Loco «a»' --data-binary @src/locales/en.json
{"status":200,"message":"Imported 14 assets, 14 translations","locales":[{"code":"en","name":"English"}],"assets":["nav.home","nav.pricing","…"]}
`, V{"a": g.an(32)}, "Imported 14 assets, 14 translations", `"nav.pricing"`)

	iat := 1726000000 + g.r.IntN(10000000)
	g.add("l10n/traduora-client-credentials", `
$ curl -s -X POST https://traduora.tools.acme.example/api/v1/auth/token \
    -H 'Content-Type: application/json' \
    -d '{"grant_type":"client_credentials","client_id":"«_cid»","client_secret":"«a»"}'
{"data":{"access_token":"«b»","expires_in":"86400s","token_type":"bearer"}}
`, V{"_cid": g.uuid(), "a": g.an(32), "b": g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","type":"client","iat":%d,"exp":%d}`, g.uuid(), iat, iat+86400))},
		"https://traduora.tools.acme.example/api/v1/auth/token", `"expires_in":"86400s"`)

	g.add("l10n/accent-json-config", `
{
  "apiUrl": "https://accent.tools.acme.example",
  "apiKey": "«a»",
  "project": "«_p»",
  "files": [
    {
      "format": "json",
      "language": "fr",
      "source": "priv/static/locales/fr/*.json",
      "target": "priv/static/locales/%slug%/%original_file_name%.json"
    }
  ]
}
`, V{"a": g.an(32), "_p": g.uuid()}, "https://accent.tools.acme.example", "%slug%/%original_file_name%.json")

	g.add("l10n/pontoon-env", `
# pontoon/.env (local docker setup)
SECRET_KEY=«a»
DJANGO_DEV=True
DJANGO_DEBUG=True
DATABASE_URL=postgres://pontoon:«b»@postgresql/pontoon
SITE_URL=http://localhost:8000
GOOGLE_TRANSLATE_API_KEY=«c»
MICROSOFT_TRANSLATOR_API_KEY=«d»
SYSTRAN_TRANSLATE_API_KEY=«e»
SYNC_TASK_TIMEOUT=3600
`, V{"a": g.s(alDjango, 50), "b": g.pwURL(), "c": g.googleKey(), "d": g.hex(32), "e": g.uuid()}, "SYNC_TASK_TIMEOUT=3600", "DJANGO_DEV=True")

	g.add("l10n/smartcat-basic-auth", `
$ curl -s -u «_acc»:«a» https://smartcat.com/api/integration/v1/account | jq '{id, name, isPersonal}'
{
  "id": "«_acc»",
  "name": "Lingua Nova LSP",
  "isPersonal": false
}
`, V{"_acc": g.uuid(), "a": "2_" + g.an(24)}, `"name": "Lingua Nova LSP"`)

	g.add("l10n/xtm-rest-token", `
POST https://www.xtm-cloud.com/project-manager-api-rest/auth/token
{"client":"linguanova","password":"«a»","userId":«_uid»}

200 OK
{"token":"«b»"}

GET https://www.xtm-cloud.com/project-manager-api-rest/projects?status=STARTED
Authorization: XTM-Basic «b»
`, V{"a": g.pw(), "_uid": g.digits(4), "b": g.b64(48)}, `"client":"linguanova"`, "status=STARTED")

	g.add("l10n/memoq-webservice-apikey-csharp", `
// MemoQClient.cs
var binding = new BasicHttpBinding(BasicHttpSecurityMode.Transport) { MaxReceivedMessageSize = 10_000_000 };
var endpoint = new EndpointAddress("https://memoq.linguanova.example:8081/memoqservices/ServerProject");
var client = new ServerProjectServiceClient(binding, endpoint);
using (new OperationContextScope(client.InnerChannel))
{
    OperationContext.Current.OutgoingMessageHeaders.Add(
        MessageHeader.CreateHeader("ApiKey", "", "«a»"));
    var projects = client.ListProjects(new ServerProjectListFilter());
}
`, V{"a": g.hex(40)}, "https://memoq.linguanova.example:8081/memoqservices/ServerProject", "ServerProjectListFilter")

	g.add("l10n/unbabel-apikey-header", `
curl -s "https://api.unbabel.com/tapi/v2/translation/" \
  -H "Authorization: ApiKey lnova-integration:«a»" \
  -H "Content-Type: application/json" \
  -d '{"text":"Your order has shipped","source_language":"en","target_language":"pt","text_format":"text"}'
`, V{"a": g.hex(40)}, "lnova-integration", `"text":"Your order has shipped"`)

	g.add("l10n/gengo-keys-python", `
from gengo import Gengo

gengo = Gengo(
    public_key='«_pub»',
    private_key='«a»',
    sandbox=True,
    debug=True,
)
print(gengo.getAccountBalance())
`, V{"_pub": g.s(alAlnum+"-_|[]{}()$@=", 64), "a": g.s(alAlnum+"-_|[]{}()$@=", 64)}, "from gengo import Gengo", "sandbox=True")

	g.add("l10n/lingodotdev-env-i18n-json", `
$ cat i18n.json
{
  "$schema": "https://lingo.dev/schema/i18n.json",
  "version": 1.8,
  "locale": { "source": "en", "targets": ["es", "fr", "ja"] },
  "buckets": { "json": { "include": ["locales/[locale].json"] } }
}
$ cat .env
LINGODOTDEV_API_KEY=«a»
`, V{"a": "api_" + g.s(alLowNum, 24)}, "https://lingo.dev/schema/i18n.json", "locales/[locale].json")

	g.add("l10n/lingohub-cli-token", `
$ lingohub resource:down --all --directory config/locales --project tidewater-app --token «a»
Downloaded: config/locales/en.yml
Downloaded: config/locales/de.yml
Downloaded: config/locales/nl.yml
`, V{"a": g.hex(64)}, "--project tidewater-app", "Downloaded: config/locales/nl.yml")
}

// ---- DeepL ----

func (g *G) l10nDeepL() {
	g.add("l10n/deepl-python-translator", `
import deepl

auth_key = "«a»"  # TODO: os.environ["DEEPL_AUTH_KEY"]
translator = deepl.Translator(auth_key)

result = translator.translate_text(
    ["Your cart is empty", "Continue shopping"],
    source_lang="EN",
    target_lang="PT-BR",
    formality="prefer_less",
    glossary="«_gl»",
)
for r in result:
    print(r.text)
`, V{"a": g.l10nDeepLKey(), "_gl": g.uuid()}, `target_lang="PT-BR"`, `formality="prefer_less"`)

	g.add("l10n/deepl-python-module-cli", `
$ python3 -m deepl --auth-key=«a» text --to=JA "The file could not be saved."
ファイルを保存できませんでした。
$ python3 -m deepl --auth-key=«a» usage
Usage this billing period:
Characters: 412913 of 500000
`, V{"a": g.l10nDeepLKey()}, "ファイルを保存できませんでした。", "Characters: 412913 of 500000")

	g.add("l10n/deepl-node-script", `
// scripts/mt-fill.mjs — fill empty strings with DeepL suggestions (marked fuzzy)
import * as deepl from 'deepl-node';
import fs from 'node:fs/promises';

const translator = new deepl.Translator(process.env.DEEPL_AUTH_KEY || '«a»');
const en = JSON.parse(await fs.readFile('locales/en.json', 'utf8'));
const de = JSON.parse(await fs.readFile('locales/de.json', 'utf8'));
for (const [key, text] of Object.entries(en)) {
  if (!de[key]) de[key] = (await translator.translateText(text, 'en', 'de', { formality: 'more' })).text;
}
`, V{"a": g.l10nDeepLKey()}, "deepl-node", "formality: 'more'")

	g.add("l10n/deepl-legacy-auth-key-query", `
[2023-02-14 09:12:33] production.ERROR: DeepL request failed {"url":"https://api.deepl.com/v2/translate?auth_key=«a»&text=Bestellung%20versandt&target_lang=EN&source_lang=DE","status":456,"body":"{\"message\":\"Quota Exceeded\"}"}
`, V{"a": g.l10nDeepLKey()}, `\"message\":\"Quota Exceeded\"`, "production.ERROR: DeepL request failed")

	g.add("l10n/deepl-wrong-endpoint-403", `
$ curl -s -X POST https://api.deepl.com/v2/translate \
    -H "Authorization: DeepL-Auth-Key «a»" \
    -d "text=Hello, world!" -d "target_lang=DE"
{"message":"Wrong endpoint. Use https://api-free.deepl.com"}
`, V{"a": g.uuid() + ":fx"}, "Wrong endpoint. Use https://api-free.deepl.com")

	g.add("l10n/deepl-php-composer", `
<?php
// app/Services/MachineTranslation.php
use DeepL\Translator;

final class MachineTranslation
{
    private Translator $translator;

    public function __construct()
    {
        $this->translator = new Translator(env('DEEPL_KEY', '«a»'), ['send_platform_info' => false]);
    }
}
`, V{"a": g.l10nDeepLKey()}, "'send_platform_info' => false", "app/Services/MachineTranslation.php")

	g.add("l10n/deepl-glossary-create", `
$ curl -s -X POST 'https://api-free.deepl.com/v2/glossaries' \
    --header 'Authorization: DeepL-Auth-Key «a»' \
    --header 'Content-Type: application/json' \
    --data '{"name":"storefront-de","source_lang":"en","target_lang":"de","entries":"cart\tWarenkorb\ncheckout\tKasse","entries_format":"tsv"}'
{"glossary_id":"«_gl»","ready":true,"name":"storefront-de","source_lang":"en","target_lang":"de","creation_time":"2024-07-01T08:15:02.219861Z","entry_count":2}
`, V{"a": g.uuid() + ":fx", "_gl": g.uuid()}, `"name":"storefront-de"`, `"entry_count":2`)

	g.add("l10n/deepl-usage-masked-benign", `
$ ./bin/mt-status
provider   key          plan   used       limit       reset
deepl      …«_tail»:fx   free   412,913    500,000     2024-10-01
deepl      …«_tail2»     pro    8,031,442  unlimited   2024-10-01
google     AIza…«_g»     -      -          -           -
`, V{"_tail": g.hex(4), "_tail2": g.hex(4), "_g": g.an(4)}, "8,031,442", "provider   key          plan")

	g.add("l10n/deepl-ruby-initializer", `
# config/initializers/deepl.rb
DeepL.configure do |config|
  config.auth_key = ENV.fetch('DEEPL_AUTH_KEY') { '«a»' }
  config.host = 'https://api-free.deepl.com'
  config.version = 'v2'
end
`, V{"a": g.uuid() + ":fx"}, "config.host = 'https://api-free.deepl.com'")
}

// ---- Google, Azure and Amazon translation ----

func (g *G) l10nCloudMT() {
	g.add("l10n/google-translate-v2-key-curl", `
$ curl -s -X POST "https://translation.googleapis.com/language/translate/v2?key=«a»" \
    -d q="Free shipping on orders over €50" -d target=pl -d format=text | jq .
{
  "data": {
    "translations": [
      {
        "translatedText": "Darmowa dostawa przy zamówieniach powyżej 50 €",
        "detectedSourceLanguage": "en"
      }
    ]
  }
}
`, V{"a": g.googleKey()}, "Darmowa dostawa przy zamówieniach powyżej 50 €", "https://translation.googleapis.com/language/translate/v2")

	g.add("l10n/google-translate-v3-expanded-token", `
$ set -x; curl -s -X POST -H "Authorization: Bearer $(gcloud auth print-access-token)" -H "x-goog-user-project: acme-l10n-prod" \
    "https://translation.googleapis.com/v3/projects/acme-l10n-prod:translateText" -d @request.json
++ gcloud auth print-access-token
+ curl -s -X POST -H 'Authorization: Bearer «a»' -H 'x-goog-user-project: acme-l10n-prod' https://translation.googleapis.com/v3/projects/acme-l10n-prod:translateText -d @request.json
{
  "translations": [
    { "translatedText": "Ваш заказ отправлен", "detectedLanguageCode": "en" }
  ]
}
`, V{"a": g.ya29()}, "acme-l10n-prod:translateText", "Ваш заказ отправлен")

	pk := g.pkcs8RSAPEM()
	g.add("l10n/google-translate-service-account", `
$ cat keys/translate-sa.json
{
  "type": "service_account",
  "project_id": "acme-l10n-prod",
  "private_key_id": "«_kid»",
  "private_key": "«a»",
  "client_email": "translate-runner@acme-l10n-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/translate-runner%40acme-l10n-prod.iam.gserviceaccount.com",
  "universe_domain": "googleapis.com"
}
$ export GOOGLE_APPLICATION_CREDENTIALS=$PWD/keys/translate-sa.json
`, V{"_kid": g.hex(40), "a": jsonEsc(pk.block()) + `\n`, "_cid": g.digits(21)}, "translate-runner@acme-l10n-prod.iam.gserviceaccount.com", "GOOGLE_APPLICATION_CREDENTIALS")

	g.add("l10n/google-apikeys-create-output", `
$ gcloud services api-keys create --display-name="translate-web-widget" --api-target=service=translate.googleapis.com --allowed-referrers="https://www.acme.example/*"
Operation [operations/akmf.p7-«_op»] complete. Result: {
    "@type":"type.googleapis.com/google.api.apikeys.v2.Key",
    "createTime":"2024-09-02T12:44:51.109112Z",
    "displayName":"translate-web-widget",
    "etag":"W/\"«_etag»\"",
    "keyString":"«a»",
    "name":"projects/«_pn»/locations/global/keys/«_uid»",
    "restrictions":{"apiTargets":[{"service":"translate.googleapis.com"}],"browserKeyRestrictions":{"allowedReferrers":["https://www.acme.example/*"]}},
    "uid":"«_uid»",
    "updateTime":"2024-09-02T12:44:51.263915Z"
}
`, V{"_op": g.digits(12) + "-" + g.uuid(), "_etag": g.b64(16), "a": g.googleKey(), "_pn": g.digits(12), "_uid": g.uuid()}, "translate-web-widget", "type.googleapis.com/google.api.apikeys.v2.Key")

	g.add("l10n/google-translate-node-key", `
// functions/translate.js
const { Translate } = require('@google-cloud/translate').v2;
const translate = new Translate({ projectId: 'acme-l10n-prod', key: '«a»' });

exports.translateReview = async (req, res) => {
  const [text] = await translate.translate(req.body.text, req.body.target || 'en');
  res.json({ text });
};
`, V{"a": g.googleKey()}, "@google-cloud/translate", "exports.translateReview")

	g.add("l10n/google-translate-adc-benign", `
from google.cloud import translate_v3 as translate

client = translate.TranslationServiceClient()  # uses Application Default Credentials
parent = "projects/acme-l10n-prod/locations/global"
resp = client.translate_text(
    request={"parent": parent, "contents": ["Saved"], "mime_type": "text/plain",
             "source_language_code": "en-US", "target_language_code": "tr"}
)
print(resp.translations[0].translated_text)  # Kaydedildi
`, nil, "projects/acme-l10n-prod/locations/global", "# Kaydedildi", "uses Application Default Credentials")

	g.add("l10n/azure-translator-curl", `
curl -X POST "https://api.cognitive.microsofttranslator.com/translate?api-version=3.0&from=en&to=nl&to=it" \
     -H "Ocp-Apim-Subscription-Key: «a»" \
     -H "Ocp-Apim-Subscription-Region: westeurope" \
     -H "Content-Type: application/json; charset=UTF-8" \
     -d "[{'Text':'Your session has expired. Please sign in again.'}]"
`, V{"a": g.l10nAzure()}, "Ocp-Apim-Subscription-Region: westeurope", "api-version=3.0&from=en&to=nl&to=it")

	g.add("l10n/azure-translator-appsettings", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "Translator": {
    "Endpoint": "https://api.cognitive.microsofttranslator.com/",
    "Region": "northeurope",
    "Key": "«a»"
  },
  "ConnectionStrings": {
    "Glossary": "Server=tcp:acme-l10n.database.windows.net,1433;Initial Catalog=glossary;User ID=l10nsvc;Password=«b»;Encrypt=True;"
  }
}
`, V{"a": g.l10nAzure(), "b": g.pwStrong()}, "https://api.cognitive.microsofttranslator.com/", "User ID=l10nsvc")

	g.add("l10n/azure-cognitive-keys-list", `
$ az cognitiveservices account keys list --name acme-translator --resource-group rg-l10n
{
  "key1": "«a»",
  "key2": "«b»"
}
$ az cognitiveservices account show --name acme-translator --resource-group rg-l10n --query "{kind:kind, sku:sku.name, endpoint:properties.endpoint}"
{
  "endpoint": "https://api.cognitive.microsofttranslator.com/",
  "kind": "TextTranslation",
  "sku": "S1"
}
`, V{"a": g.l10nAzure(), "b": g.l10nAzure()}, "--name acme-translator --resource-group rg-l10n", `"kind": "TextTranslation"`)

	g.add("l10n/azure-document-translation-sas", `
POST https://acme-doc-translator.cognitiveservices.azure.com/translator/document/batches?api-version=2024-05-01
Ocp-Apim-Subscription-Key: «a»
Content-Type: application/json

{
  "inputs": [
    {
      "source": { "sourceUrl": "https://acmel10ndocs.blob.core.windows.net/source-en?sp=rl&st=2024-10-01T08:00:00Z&se=2024-10-02T08:00:00Z&spr=https&sv=2022-11-02&sr=c&sig=«b»" },
      "targets": [
        { "targetUrl": "https://acmel10ndocs.blob.core.windows.net/target-fr?sp=wl&st=2024-10-01T08:00:00Z&se=2024-10-02T08:00:00Z&spr=https&sv=2022-11-02&sr=c&sig=«c»", "language": "fr" }
      ]
    }
  ]
}
`, V{"a": g.l10nAzure(), "b": strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "+", "%2B"), "/", "%2F"), "c": strings.ReplaceAll(strings.ReplaceAll(g.b64(32), "+", "%2B"), "/", "%2F")},
		"https://acme-doc-translator.cognitiveservices.azure.com/translator/document/batches?api-version=2024-05-01", `"language": "fr"`)

	g.add("l10n/azure-issue-token", `
$ curl -s -X POST "https://westeurope.api.cognitive.microsoft.com/sts/v1.0/issueToken" -H "Ocp-Apim-Subscription-Key: «a»" -H "Content-length: 0"
«b»
`, V{"a": g.l10nAzure(), "b": g.jwt("HS256", fmt.Sprintf(`{"region":"westeurope","subscription-id":"%s","product-id":"TextTranslator.S1","cognitive-services-endpoint":"https://api.cognitive.microsoft.com/internal/v1.0/","azure-resource-id":"/subscriptions/%s/resourceGroups/rg-l10n/providers/Microsoft.CognitiveServices/accounts/acme-translator","scope":"https://api.microsofttranslator.com/","aud":"urn:ms.microsoftTranslator","exp":%d,"iss":"urn:ms.cognitiveservices"}`, g.hex(32), g.uuid(), 1727000000+g.r.IntN(1000000)))},
		"https://westeurope.api.cognitive.microsoft.com/sts/v1.0/issueToken")

	g.add("l10n/aws-translate-cli-profile", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

[l10n-batch]
aws_access_key_id = «c»
aws_secret_access_key = «d»
region = eu-west-1
$ aws translate translate-text --profile l10n-batch --source-language-code en --target-language-code es-MX --text "Track your package"
{
    "TranslatedText": "Rastrea tu paquete",
    "SourceLanguageCode": "en",
    "TargetLanguageCode": "es-MX"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsID(), "d": g.awsSecret()}, `"TranslatedText": "Rastrea tu paquete"`, "[l10n-batch]")

	g.add("l10n/aws-translate-boto3-hardcoded", `
import boto3

translate = boto3.client(
    "translate",
    region_name="us-east-1",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
)

def mt(text, target):
    return translate.translate_text(Text=text, SourceLanguageCode="auto",
                                    TargetLanguageCode=target,
                                    Settings={"Formality": "FORMAL"})["TranslatedText"]
`, V{"a": g.awsID(), "b": g.awsSecret()}, `Settings={"Formality": "FORMAL"}`, "translate_text(Text=text")

	g.add("l10n/aws-translate-batch-job-benign", `
$ aws translate start-text-translation-job \
    --job-name help-center-2024-10 \
    --source-language-code en --target-language-codes de fr ja \
    --input-data-config S3Uri=s3://acme-l10n-input/help-center/,ContentType=text/html \
    --output-data-config S3Uri=s3://acme-l10n-output/ \
    --data-access-role-arn arn:aws:iam::«_acct»:role/TranslateBatchAccess
{
    "JobId": "«_job»",
    "JobStatus": "SUBMITTED"
}
`, V{"_acct": g.digits(12), "_job": g.hex(32)}, "s3://acme-l10n-input/help-center/", "role/TranslateBatchAccess")

	g.add("l10n/aws-translate-sts-session-env", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/l10n-mt --role-session-name mt-fill --query Credentials --output text | \
    awk '{print "export AWS_ACCESS_KEY_ID="$1"\nexport AWS_SECRET_ACCESS_KEY="$3"\nexport AWS_SESSION_TOKEN="$4}'
export AWS_ACCESS_KEY_ID=«a»
export AWS_SECRET_ACCESS_KEY=«b»
export AWS_SESSION_TOKEN=«c»
`, V{"_acct": g.digits(12), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession()}, "--role-session-name mt-fill")
}

// ---- regional and self-hosted machine translation, LLM translators ----

func (g *G) l10nRegionalMT() {
	g.add("l10n/yandex-translate-api-key", `
$ curl -s -X POST "https://translate.api.cloud.yandex.net/translate/v2/translate" \
    -H "Content-Type: application/json" \
    -H "Authorization: Api-Key «a»" \
    -d '{"folderId":"«_f»","targetLanguageCode":"ru","texts":["Payment declined","Try another card"]}'
{"translations":[{"text":"Платёж отклонён","detectedLanguageCode":"en"},{"text":"Попробуйте другую карту","detectedLanguageCode":"en"}]}
`, V{"a": g.l10nYandex(), "_f": "b1g" + g.s(alLowNum, 17)}, "Платёж отклонён", "https://translate.api.cloud.yandex.net/translate/v2/translate")

	g.add("l10n/papago-ncp-headers", `
# papago.py
HEADERS = {
    "X-NCP-APIGW-API-KEY-ID": "«_kid»",
    "X-NCP-APIGW-API-KEY": "«a»",
    "Content-Type": "application/x-www-form-urlencoded; charset=UTF-8",
}
resp = requests.post("https://naveropenapi.apigw.ntruss.com/nmt/v1/translation",
                     headers=HEADERS, data={"source": "ko", "target": "en", "text": "배송이 시작되었습니다"})
`, V{"_kid": g.s(alLowNum, 10), "a": g.an(40)}, "https://naveropenapi.apigw.ntruss.com/nmt/v1/translation", "배송이 시작되었습니다")

	g.add("l10n/baidu-fanyi-sign", `
# baidu_fanyi.py  百度翻译通用翻译API
import hashlib, random, requests

APPID = "«_app»"
SECRET_KEY = "«a»"

def fanyi(q, to="en"):
    salt = str(random.randint(32768, 65536))
    sign = hashlib.md5((APPID + q + salt + SECRET_KEY).encode()).hexdigest()
    r = requests.get("https://fanyi-api.baidu.com/api/trans/vip/translate",
                     params={"q": q, "from": "zh", "to": to, "appid": APPID, "salt": salt, "sign": sign})
    return r.json()["trans_result"][0]["dst"]
`, V{"_app": "2024" + g.digits(13), "a": g.an(20)}, "https://fanyi-api.baidu.com/api/trans/vip/translate", "百度翻译通用翻译API")

	g.add("l10n/baidu-fanyi-request-log", `
GET /api/trans/vip/translate?q=%E8%AE%A2%E5%8D%95%E5%B7%B2%E5%8F%96%E6%B6%88&from=zh&to=en&appid=«_app»&salt=«_salt»&sign=«=sig» HTTP/1.1
Host: fanyi-api.baidu.com

{"from":"zh","to":"en","trans_result":[{"src":"订单已取消","dst":"Order cancelled"}]}
`, V{"_app": "2024" + g.digits(13), "_salt": g.digits(5), "=sig": g.hex(32)}, `"dst":"Order cancelled"`)

	g.add("l10n/youdao-app-secret-env", `
# .env.local — 有道智云 文本翻译
YOUDAO_APP_KEY=«_k»
YOUDAO_APP_SECRET=«a»
YOUDAO_API=https://openapi.youdao.com/api
`, V{"_k": g.hex(16), "a": g.an(32)}, "YOUDAO_API=https://openapi.youdao.com/api", "有道智云 文本翻译")

	g.add("l10n/tencent-tmt-secret", `
// tmt.go
cred := common.NewCredential("«a»", "«b»")
cpf := profile.NewClientProfile()
cpf.HttpProfile.Endpoint = "tmt.tencentcloudapi.com"
client, _ := tmt.NewClient(cred, "ap-guangzhou", cpf)
req := tmt.NewTextTranslateRequest()
req.SourceText = common.StringPtr("库存不足")
req.Source, req.Target, req.ProjectId = common.StringPtr("zh"), common.StringPtr("en"), common.Int64Ptr(0)
`, V{"a": "AKID" + g.an(32), "b": g.an(32)}, "tmt.tencentcloudapi.com", `common.StringPtr("库存不足")`)

	akid := "LTAI5t" + g.an(18)
	g.add("l10n/alibaba-mt-accesskey", `
# aliyun CLI profile used by the MT batch (机器翻译)
$ aliyun configure list
Profile        | Credential          | Valid   | Region           | Language
---------      | ------------------  | ------- | ---------------- | --------
default *      | AK:***«=tail»        | Valid   | cn-hangzhou      | en
$ cat ~/.aliyun/config.json | jq '.profiles[0] | {mode, access_key_id, access_key_secret}'
{
  "mode": "AK",
  "access_key_id": "«a»",
  "access_key_secret": "«b»"
}
`, V{"=tail": akid[len(akid)-3:], "a": akid, "b": g.an(30)}, "cn-hangzhou", "aliyun configure list")

	g.add("l10n/libretranslate-api-keys", `
$ docker compose exec libretranslate ltmanage keys add 120
«a»
$ docker compose exec libretranslate ltmanage keys
«a»: 120
«b»: 30
$ curl -s -X POST http://localhost:5000/translate -H 'Content-Type: application/json' \
    -d '{"q":"Hola mundo","source":"es","target":"en","format":"text","api_key":"«a»"}'
{"translatedText":"Hello world"}
`, V{"a": g.uuid(), "b": g.uuid()}, "ltmanage keys add 120", `{"translatedText":"Hello world"}`)

	g.add("l10n/libretranslate-compose-env", `
services:
  libretranslate:
    image: libretranslate/libretranslate:v1.6.1
    restart: unless-stopped
    ports: ["127.0.0.1:5000:5000"]
    environment:
      LT_LOAD_ONLY: en,es,pt,fr,de,it
      LT_API_KEYS: "true"
      LT_REQ_LIMIT: "100"
      LT_SECRET: «a»
    volumes:
      - lt-keys:/app/db
`, V{"a": g.pwStrong()}, "libretranslate/libretranslate:v1.6.1", "LT_LOAD_ONLY: en,es,pt,fr,de,it")

	g.add("l10n/i18n-ai-translate-openai", `
$ export OPENAI_API_KEY=«a»
$ npx i18n-ai-translate translate -i en.json -o ja.json --engine chatgpt --model gpt-4o --verbose
Translating from en to ja...
Completed 131/131 keys (0 errors) in 48.2s
`, V{"a": g.openai()}, "--engine chatgpt --model gpt-4o", "Completed 131/131 keys")

	g.add("l10n/llm-translate-script-anthropic", `
# tools/translate_po.py — fills empty msgstr with Claude, marks them #, fuzzy
import anthropic, polib

client = anthropic.Anthropic(api_key="«a»")
po = polib.pofile("locale/it/LC_MESSAGES/django.po")
for entry in po.untranslated_entries():
    msg = client.messages.create(model="claude-3-5-sonnet-latest", max_tokens=512,
        system="Translate UI strings from English to Italian. Keep %(name)s placeholders.",
        messages=[{"role": "user", "content": entry.msgid}])
    entry.msgstr = msg.content[0].text
    entry.flags.append("fuzzy")
po.save()
`, V{"a": g.anthropic()}, "locale/it/LC_MESSAGES/django.po", "Keep %(name)s placeholders.")
}

// ---- i18next, vue-i18n and other runtime libraries ----

func (g *G) l10nI18next() {
	g.add("l10n/i18next-http-backend-private-headers", `
// src/i18n.ts — translations are served by the internal content API, not public
import i18n from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";

i18n.use(HttpBackend).use(initReactI18next).init({
  fallbackLng: "en",
  supportedLngs: ["en", "de", "fr", "es", "pt-BR"],
  ns: ["common", "checkout"],
  backend: {
    loadPath: "https://content.internal.acme.example/i18n/{{lng}}/{{ns}}.json",
    customHeaders: { Authorization: "Bearer «a»" },
    crossDomain: true,
  },
});
`, V{"a": g.hex(48)}, "https://content.internal.acme.example/i18n/{{lng}}/{{ns}}.json", `supportedLngs: ["en", "de", "fr", "es", "pt-BR"]`)

	g.add("l10n/next-i18next-config-benign", `
// next-i18next.config.js
/** @type {import('next-i18next').UserConfig} */
module.exports = {
  debug: process.env.NODE_ENV === 'development',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'de', 'fr', 'ja'],
  },
  localePath: typeof window === 'undefined' ? require('path').resolve('./public/locales') : '/locales',
  reloadOnPrerender: process.env.NODE_ENV === 'development',
}
`, nil, "locales: ['en', 'de', 'fr', 'ja']", "require('path').resolve('./public/locales')")

	g.add("l10n/i18next-parser-config-benign", `
// i18next-parser.config.js
export default {
  contextSeparator: '_',
  createOldCatalogs: false,
  defaultNamespace: 'common',
  defaultValue: (locale, namespace, key) => (locale === 'en' ? key : ''),
  input: ['src/**/*.{ts,tsx}'],
  keySeparator: '.',
  locales: ['en', 'de', 'fr'],
  output: 'public/locales/$LOCALE/$NAMESPACE.json',
  sort: true,
}
`, nil, "public/locales/$LOCALE/$NAMESPACE.json", "createOldCatalogs: false")

	g.add("l10n/i18nexus-cli-pat", `
$ cat .env
I18NEXUS_API_KEY=«_k»
I18NEXUS_PERSONAL_ACCESS_TOKEN=«a»
$ npx i18nexus add-string -k "checkout.gift_note" -v "Add a gift note" -d "Label above the gift note textarea" -ns checkout
✓ String "checkout.gift_note" added to namespace "checkout"
`, V{"_k": g.an(22), "a": g.uuid()}, `"checkout.gift_note"`, "Label above the gift note textarea")

	g.l10nAdd("l10n/vue-i18n-remote-loader", `
// src/plugins/i18n.js
import { createI18n } from 'vue-i18n'

export const i18n = createI18n({ legacy: false, locale: 'en', fallbackLocale: 'en', messages: {} })

export async function loadLocale(locale) {
  const res = await fetch(ˋhttps://cms.acme.example/api/translations?locale=${locale}&populate=*ˋ, {
    headers: { Authorization: 'Bearer «a»' },
  })
  i18n.global.setLocaleMessage(locale, (await res.json()).data)
}
`, V{"a": g.hex(256)}, "fallbackLocale: 'en'", "https://cms.acme.example/api/translations?locale=")

	g.add("l10n/ngx-translate-loader-benign", `
// app.config.ts
export function HttpLoaderFactory(http: HttpClient) {
  return new TranslateHttpLoader(http, './assets/i18n/', '.json?v=«_v»');
}

export const appConfig: ApplicationConfig = {
  providers: [
    provideHttpClient(),
    importProvidersFrom(TranslateModule.forRoot({
      defaultLanguage: 'en',
      loader: { provide: TranslateLoader, useFactory: HttpLoaderFactory, deps: [HttpClient] },
    })),
  ],
};
`, V{"_v": g.hex(8)}, "TranslateHttpLoader(http, './assets/i18n/'", "defaultLanguage: 'en'")

	g.add("l10n/react-intl-extract-compile-benign", `
$ npx formatjs extract 'src/**/*.{ts,tsx}' --out-file lang/en.json --id-interpolation-pattern '[sha512:contenthash:base64:6]'
$ head -8 lang/en.json
{
  "«_i1»": {
    "defaultMessage": "Welcome back, {name}!",
    "description": "Greeting on the dashboard"
  },
  "«_i2»": {
    "defaultMessage": "{count, plural, one {# item} other {# items}} in your cart"
  },
`, V{"_i1": g.b64u(6), "_i2": g.b64u(6)}, "[sha512:contenthash:base64:6]", "{count, plural, one {# item} other {# items}} in your cart")

	g.add("l10n/i18next-saveMissing-debug-log", `
i18next: languageChanged de
i18next: initialized {debug: true, initImmediate: true, ns: Array(2), defaultNS: 'common', fallbackLng: Array(1), …}
i18next::backendConnector: loaded namespace common for language de {…}
i18next::translator: missingKey de checkout checkout.gift_note Add a gift note
locize-backend: saving missing to https://api.locize.app/missing/«_p»/latest/en/checkout with Authorization: Bearer «a»
`, V{"_p": g.uuid(), "a": g.uuid()}, "i18next::translator: missingKey de checkout checkout.gift_note", "https://api.locize.app/missing/")
}

// ---- gettext, PO and POT files, Django, Rails, Sphinx ----

func (g *G) l10nGettext() {
	g.add("l10n/po-header-benign", `
# German translations for Recipe Box.
# Copyright (C) 2024 Recipe Box contributors
# This file is distributed under the same license as the Recipe Box package.
# Jonas Weber <jonas.weber@example.org>, 2024.
#
msgid ""
msgstr ""
"Project-Id-Version: recipe-box 2.3.0\n"
"Report-Msgid-Bugs-To: i18n@recipebox.example\n"
"POT-Creation-Date: 2024-09-30 14:02+0200\n"
"PO-Revision-Date: 2024-10-02 09:41+0200\n"
"Last-Translator: Jonas Weber <jonas.weber@example.org>\n"
"Language-Team: German <de@li.org>\n"
"Language: de\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"
"X-Generator: Poedit 3.4.4\n"

#: recipes/views.py:88
#, python-format
msgid "Deleted %(count)d recipe"
msgid_plural "Deleted %(count)d recipes"
msgstr[0] "%(count)d Rezept gelöscht"
msgstr[1] "%(count)d Rezepte gelöscht"
`, nil, "Project-Id-Version: recipe-box 2.3.0", "Plural-Forms: nplurals=2; plural=(n != 1);", "%(count)d Rezepte gelöscht")

	g.add("l10n/po-crowdin-headers-benign", `
msgid ""
msgstr ""
"Project-Id-Version: acme-web\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Language: pt_BR\n"
"Plural-Forms: nplurals=2; plural=(n > 1);\n"
"X-Crowdin-Project: acme-web\n"
"X-Crowdin-Project-ID: «_pid»\n"
"X-Crowdin-Language: pt-BR\n"
"X-Crowdin-File: /main/locale/en/LC_MESSAGES/django.po\n"
"X-Crowdin-File-ID: «_fid»\n"
"PO-Revision-Date: 2024-10-07 11:20\n"

#. Translators: shown when the reset token in the e-mail link has expired
#: accounts/views.py:214
msgid "This password reset link has expired."
msgstr "Este link de redefinição de senha expirou."
`, V{"_pid": g.digits(6), "_fid": g.digits(3)}, "X-Crowdin-Language: pt-BR", "Este link de redefinição de senha expirou.")

	g.add("l10n/pot-extracted-debug-string-with-dsn", `
$ git diff --cached -- locale/messages.pot
@@ -412,6 +412,10 @@ msgstr ""
 msgid "Saved"
 msgstr ""
 
+#: app/health.py:31
+msgid "Database unreachable: postgresql://reporting:«a»@db-replica.internal:5432/reporting"
+msgstr ""
+
 #: app/templates/base.html:12
 msgid "Sign out"
 msgstr ""
`, V{"a": g.pwURL()}, "db-replica.internal:5432/reporting", "app/templates/base.html:12")

	g.add("l10n/po-translator-comment-demo-creds", `
#. Translators: the demo instance is reset nightly. Log in as demo / «a» to
#. see this screen in context before translating.
#: dashboard/templates/dashboard/billing.html:57
msgid "Upgrade plan"
msgstr "Plan upgraden"
`, V{"a": g.pw()}, "dashboard/templates/dashboard/billing.html:57", `msgstr "Plan upgraden"`)

	g.add("l10n/django-makemessages-benign", `
$ python manage.py makemessages -l de -l fr -l pt_BR --ignore=venv/* --no-obsolete
processing locale de
processing locale fr
processing locale pt_BR
$ python manage.py compilemessages --ignore=venv
processing file django.po in /srv/recipebox/locale/de/LC_MESSAGES
processing file django.po in /srv/recipebox/locale/fr/LC_MESSAGES
processing file django.po in /srv/recipebox/locale/pt_BR/LC_MESSAGES
$ msgfmt --statistics -o /dev/null locale/pt_BR/LC_MESSAGES/django.po
389 translated messages, 12 fuzzy translations, 7 untranslated messages.
`, nil, "389 translated messages, 12 fuzzy translations, 7 untranslated messages.", "/srv/recipebox/locale/fr/LC_MESSAGES")

	g.add("l10n/django-rosetta-settings", `
# settings/production.py
ROSETTA_SHOW_AT_ADMIN_PANEL = True
ROSETTA_MESSAGES_PER_PAGE = 25
ROSETTA_ENABLE_TRANSLATION_SUGGESTIONS = True
DEEPL_AUTH_KEY = "«a»"
AZURE_CLIENT_SECRET = "«b»"
GOOGLE_APPLICATION_CREDENTIALS_PATH = BASE_DIR / "secrets" / "gcp-translate.json"
GOOGLE_PROJECT_ID = "recipebox-prod"
ROSETTA_WSGI_AUTO_RELOAD = False
`, V{"a": g.l10nDeepLKey(), "b": g.l10nAzure()}, "ROSETTA_ENABLE_TRANSLATION_SUGGESTIONS = True", `GOOGLE_PROJECT_ID = "recipebox-prod"`)

	g.add("l10n/i18n-tasks-yml-translation-backends", `
# config/i18n-tasks.yml
base_locale: en
locales: [en, de, es, it]
data:
  read:
    - config/locales/%{locale}.yml
    - config/locales/**/*.%{locale}.yml
search:
  paths: [app/, lib/]
translation:
  backend: deepl
  deepl_api_key: «a»
  deepl_host: https://api.deepl.com
  deepl_options:
    formality: prefer_less
  google_translate_api_key: «b»
  openai_api_key: «c»
  openai_model: gpt-4o-mini
`, V{"a": g.uuid(), "b": g.googleKey(), "c": g.openai()}, "config/locales/**/*.%{locale}.yml", "openai_model: gpt-4o-mini")

	g.add("l10n/i18n-tasks-translate-missing", `
$ DEEPL_AUTH_KEY=«a» bundle exec i18n-tasks translate-missing --backend=deepl --from=en es it
Translated 27 keys
$ bundle exec i18n-tasks missing
✓ Good job! No keys are missing
`, V{"a": g.l10nDeepLKey()}, "--backend=deepl --from=en es it", "No keys are missing")

	g.add("l10n/sphinx-intl-transifexrc", `
$ export SPHINXINTL_TRANSIFEX_USERNAME=api
$ export SPHINXINTL_TRANSIFEX_PASSWORD=«a»
$ sphinx-intl create-transifexrc
Create: /home/docs/.transifexrc
$ sphinx-intl update-txconfig-resources --pot-dir _build/locale --transifex-organization-name acme --transifex-project-name acme-docs
Updating: .tx/config
`, V{"a": g.l10nTx()}, "--transifex-project-name acme-docs", "Create: /home/docs/.transifexrc")

	g.add("l10n/pybabel-extract-update-benign", `
$ pybabel extract -F babel.cfg -k _l -o messages.pot .
extracting messages from app/__init__.py
extracting messages from app/auth/forms.py
extracting messages from app/templates/auth/login.html (extensions="jinja2.ext.i18n")
writing PO template file to messages.pot
$ pybabel update -i messages.pot -d app/translations
updating catalog app/translations/es/LC_MESSAGES/messages.po based on messages.pot
updating catalog app/translations/uk/LC_MESSAGES/messages.po based on messages.pot
`, nil, "pybabel extract -F babel.cfg -k _l -o messages.pot .", "app/translations/uk/LC_MESSAGES/messages.po")

	g.add("l10n/wp-i18n-make-pot-benign", `
$ wp i18n make-pot . languages/northwind-blocks.pot --domain=northwind-blocks --exclude=node_modules,vendor
Plugin file detected.
Success: POT file successfully generated.
$ head -14 languages/northwind-blocks.pot
# Copyright (C) 2024 Northwind Studio
# This file is distributed under the GPL-2.0-or-later.
msgid ""
msgstr ""
"Project-Id-Version: Northwind Blocks 1.4.0\n"
"Report-Msgid-Bugs-To: https://wordpress.org/support/plugin/northwind-blocks\n"
"Last-Translator: FULL NAME <EMAIL@ADDRESS>\n"
"Language-Team: LANGUAGE <LL@li.org>\n"
"MIME-Version: 1.0\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Content-Transfer-Encoding: 8bit\n"
"POT-Creation-Date: 2024-10-09T08:12:41+00:00\n"
"PO-Revision-Date: YEAR-MO-DA HO:MI+ZONE\n"
"X-Generator: WP-CLI 2.11.0\n"
`, nil, "Success: POT file successfully generated.", "Last-Translator: FULL NAME <EMAIL@ADDRESS>", "X-Generator: WP-CLI 2.11.0")

	g.add("l10n/rails-locale-yml-with-smtp-leak", `
--- a/config/locales/en.yml
+++ b/config/locales/en.yml
@@ -41,6 +41,11 @@ en:
   mailers:
     order_mailer:
       shipped_subject: "Your order %{number} has shipped"
+  # temp: staging smtp for the preview mails, move to credentials.yml.enc
+  smtp:
+    address: smtp.sendgrid.net
+    user_name: apikey
+    password: «a»
   activerecord:
     errors:
       messages:
`, V{"a": g.sendgrid()}, `shipped_subject: "Your order %{number} has shipped"`, "move to credentials.yml.enc")
}

// ---- resource formats: XLIFF, ARB, Apple, Android, Java, Qt, Fluent, resx ----

func (g *G) l10nFormats() {
	g.add("l10n/xliff12-angular-benign", `
<?xml version="1.0" encoding="UTF-8" ?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file source-language="en-US" datatype="plaintext" original="ng2.template" target-language="fr">
    <body>
      <trans-unit id="«_id1»" datatype="html">
        <source>Order <x id="INTERPOLATION" equiv-text="{{ order.number }}"/> confirmed</source>
        <target state="translated">Commande <x id="INTERPOLATION" equiv-text="{{ order.number }}"/> confirmée</target>
        <context-group purpose="location">
          <context context-type="sourcefile">src/app/orders/order-confirmation.component.html</context>
          <context context-type="linenumber">4</context>
        </context-group>
      </trans-unit>
      <trans-unit id="«_id2»" datatype="html">
        <source>Reset password</source>
        <target state="final">Réinitialiser le mot de passe</target>
      </trans-unit>
    </body>
  </file>
</xliff>
`, V{"_id1": g.digits(19), "_id2": g.hex(40)}, "src/app/orders/order-confirmation.component.html", "Réinitialiser le mot de passe")

	g.add("l10n/xliff20-benign", `
<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="ja">
  <file id="ngi18n" original="ng.template">
    <unit id="auth.tokenExpired">
      <notes>
        <note category="description">Shown when the API token in settings has expired</note>
      </notes>
      <segment state="reviewed">
        <source>Your API token has expired. Generate a new one in Settings → API.</source>
        <target>API トークンの有効期限が切れています。設定 → API で新しいトークンを生成してください。</target>
      </segment>
    </unit>
  </file>
</xliff>
`, nil, `<unit id="auth.tokenExpired">`, "API トークンの有効期限が切れています。")

	g.add("l10n/xcode-export-localizations-benign", `
$ xcodebuild -exportLocalizations -project Tidewater.xcodeproj -localizationPath ./l10n-export -exportLanguage de -exportLanguage ja
--- xcodebuild: WARNING: Using the first of multiple matching destinations:
{ platform:macOS, arch:arm64, id:«_udid», name:My Mac }
note: Exported de.xcloc
note: Exported ja.xcloc
** EXPORT LOCALIZATIONS SUCCEEDED **
`, V{"_udid": "0000" + g.s(alHexU, 4) + "-" + g.s(alHexU, 16)}, "** EXPORT LOCALIZATIONS SUCCEEDED **", "note: Exported ja.xcloc")

	g.add("l10n/arb-and-l10n-yaml-benign", `
$ cat l10n.yaml
arb-dir: lib/l10n
template-arb-file: app_en.arb
output-localization-file: app_localizations.dart
nullable-getter: false
$ cat lib/l10n/app_en.arb
{
  "@@locale": "en",
  "cartItems": "{count, plural, =0{Your cart is empty} =1{1 item} other{{count} items}}",
  "@cartItems": {
    "description": "Cart badge text",
    "placeholders": { "count": { "type": "int" } }
  },
  "apiKeyLabel": "API key",
  "@apiKeyLabel": { "description": "Label of the API key field on the developer settings page" }
}
`, nil, "template-arb-file: app_en.arb", `"@@locale": "en"`, `"apiKeyLabel": "API key"`)

	g.add("l10n/apple-strings-benign", `
$ cat Tidewater/de.lproj/Localizable.strings
/* Title of the sign-in screen */
"signin.title" = "Anmelden";

/* Placeholder of the password field */
"signin.password.placeholder" = "Passwort";

/* Shown when the one-time code is wrong. %@ is the remaining attempts. */
"signin.otp.invalid" = "Der Code ist ungültig. Noch %@ Versuche.";
$ plutil -lint Tidewater/de.lproj/Localizable.strings
Tidewater/de.lproj/Localizable.strings: OK
`, nil, `"signin.password.placeholder" = "Passwort";`, "Tidewater/de.lproj/Localizable.strings: OK")

	g.add("l10n/xcstrings-catalog-benign", `
{
  "sourceLanguage" : "en",
  "strings" : {
    "settings.token.copy" : {
      "comment" : "Button that copies the personal access token",
      "extractionState" : "manual",
      "localizations" : {
        "ko" : { "stringUnit" : { "state" : "translated", "value" : "토큰 복사" } },
        "tr" : { "stringUnit" : { "state" : "needs_review", "value" : "Belirteci kopyala" } }
      }
    }
  },
  "version" : "1.0"
}
`, nil, `"settings.token.copy"`, `"value" : "토큰 복사"`)

	g.add("l10n/android-strings-untranslatable-key", `
<!-- app/src/main/res/values/strings.xml -->
<resources>
    <string name="app_name" translatable="false">Tidewater</string>
    <string name="signin_title">Sign in</string>
    <string name="signin_password_hint">Password</string>
    <string name="deepl_api_key" translatable="false">«a»</string>
    <string name="lokalise_sdk_project" translatable="false">«_p»</string>
    <plurals name="unread_messages">
        <item quantity="one">%d unread message</item>
        <item quantity="other">%d unread messages</item>
    </plurals>
</resources>
`, V{"a": g.l10nDeepLKey(), "_p": g.l10nLokProj()}, `<string name="signin_password_hint">Password</string>`, "%d unread messages")

	g.add("l10n/java-properties-bundle-benign", `
$ cat src/main/resources/i18n/messages_pl.properties
# Polish — generated by Crowdin, do not edit
login.title=Zaloguj si\u0119
login.password=Has\u0142o
login.password.forgot=Nie pami\u0119tasz has\u0142a?
token.expired=Tw\u00f3j token wygas\u0142. Wygeneruj nowy w ustawieniach.
api.key.invalid=Nieprawid\u0142owy klucz API
`, nil, `login.password=Has\u0142o`, "api.key.invalid=Nieprawid")

	g.add("l10n/java-properties-mixed-leak", `
$ git show HEAD --stat --oneline && git show HEAD -- src/main/resources/messages.properties
«_sha7» i18n: add checkout strings
 src/main/resources/messages.properties | 5 +++++
 1 file changed, 5 insertions(+)
@@ -12,3 +12,8 @@ cart.empty=Your cart is empty
 cart.total=Total: {0}
+checkout.title=Checkout
+checkout.pay=Pay {0}
+# payment provider (copied from application-local.properties by mistake)
+adyen.api.key=«a»
+adyen.hmac.key=«b»
`, V{"_sha7": g.hex(7), "a": "AQE" + g.b64u(30) + "/" + g.b64u(60) + "=-" + g.b64u(44) + "=-" + g.an(16), "b": g.s(alHexU, 64)}, "cart.empty=Your cart is empty", "i18n: add checkout strings")

	g.add("l10n/qt-ts-benign", `
<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>LoginDialog</name>
    <message>
        <location filename="../src/logindialog.ui" line="42"/>
        <source>Remember password</source>
        <translation>Wachtwoord onthouden</translation>
    </message>
    <message>
        <location filename="../src/logindialog.cpp" line="118"/>
        <source>Invalid token: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
`, nil, "<translation>Wachtwoord onthouden</translation>", `<TS version="2.1" language="nl_NL">`)

	g.add("l10n/fluent-ftl-benign", `
# locales/uk/main.ftl
sign-in = Увійти
password-label = Пароль
api-token-created = Новий токен створено. Скопіюйте його зараз — ми більше його не покажемо.
unread-emails =
    { $count ->
        [one] { $count } непрочитаний лист
        [few] { $count } непрочитані листи
       *[many] { $count } непрочитаних листів
    }
`, nil, "password-label = Пароль", "*[many] { $count } непрочитаних листів")

	g.add("l10n/resx-with-connection-string", `
<!-- Properties/Resources.resx (excerpt) -->
  <data name="WelcomeTitle" xml:space="preserve">
    <value>Welcome to Contoso Translate</value>
  </data>
  <data name="TranslatorKey" xml:space="preserve">
    <value>«a»</value>
    <comment>do not localize</comment>
  </data>
  <data name="GlossaryDb" xml:space="preserve">
    <value>Server=sql-l10n.contoso.local;Database=Glossary;User Id=glossary_app;Password=«b»;TrustServerCertificate=True</value>
    <comment>do not localize</comment>
  </data>
`, V{"a": g.l10nAzure(), "b": g.pw()}, "Welcome to Contoso Translate", "User Id=glossary_app")

	g.add("l10n/locale-json-hashed-keys-benign", `
$ jq 'to_entries[:3]' public/locales/es/translation.json
[
  { "key": "«_k1»", "value": "Iniciar sesión" },
  { "key": "«_k2»", "value": "¿Olvidaste tu contraseña?" },
  { "key": "«_k3»", "value": "Tu clave de API se copió al portapapeles" }
]
`, V{"_k1": g.hex(32), "_k2": g.hex(32), "_k3": g.hex(32)}, "¿Olvidaste tu contraseña?", "Tu clave de API se copió al portapapeles")
}

// ---- CI jobs that sync translations ----

func (g *G) l10nCI() {
	g.add("l10n/gha-phrase-pull-inline-token", `
# .github/workflows/i18n-pull.yml
name: Pull translations
on:
  schedule: [{ cron: "0 5 * * 1-5" }]
  workflow_dispatch:
permissions:
  contents: write
  pull-requests: write
jobs:
  pull:
    runs-on: ubuntu-latest
    env:
      PHRASE_ACCESS_TOKEN: «a»
    steps:
      - uses: actions/checkout@v4
      - run: curl -fsSL https://github.com/phrase/phrase-cli/releases/download/2.33.1/phrase_linux_amd64.tar.gz | tar xz && sudo mv phrase_linux_amd64 /usr/local/bin/phrase
      - run: phrase pull
      - uses: peter-evans/create-pull-request@v7
        with:
          branch: i18n/phrase-pull
          title: "i18n: update translations from Phrase"
`, V{"a": g.l10nPhraseTok()}, "phrase/phrase-cli/releases/download/2.33.1", "branch: i18n/phrase-pull")

	g.add("l10n/gha-transifex-action-benign", `
jobs:
  tx-push:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: transifex/cli-action@v2
        with:
          token: ${{ secrets.TX_TOKEN }}
          args: push --source --use-git-timestamps
`, nil, "${{ secrets.TX_TOKEN }}", "push --source --use-git-timestamps", "transifex/cli-action@v2")

	g.add("l10n/gha-log-masked-benign", `
2024-10-09T05:00:14.2210913Z ##[group]Run crowdin/github-action@v2
2024-10-09T05:00:14.2211532Z with:
2024-10-09T05:00:14.2211904Z   upload_sources: true
2024-10-09T05:00:14.2212247Z   download_translations: true
2024-10-09T05:00:14.2213090Z env:
2024-10-09T05:00:14.2213475Z   GITHUB_TOKEN: ***
2024-10-09T05:00:14.2213811Z   CROWDIN_PROJECT_ID: ***
2024-10-09T05:00:14.2214143Z   CROWDIN_PERSONAL_TOKEN: ***
2024-10-09T05:00:14.2214520Z ##[endgroup]
2024-10-09T05:00:21.8864318Z ✔️  Fetching project info
2024-10-09T05:00:22.9017663Z ✔️  File 'src/locales/en/common.json'
`, nil, "CROWDIN_PERSONAL_TOKEN: ***", "##[group]Run crowdin/github-action@v2")

	g.add("l10n/gha-log-vars-not-masked", `
2024-10-09T05:00:14.2213090Z env:
2024-10-09T05:00:14.2213475Z   GITHUB_TOKEN: ***
2024-10-09T05:00:14.2213811Z   LOKALISE_PROJECT_ID: «_p»
2024-10-09T05:00:14.2214143Z   LOKALISE_API_TOKEN: «a»
2024-10-09T05:00:14.2214520Z ##[endgroup]
2024-10-09T05:00:15.0031287Z Uploading locales/en.json...
# ^ LOKALISE_API_TOKEN was created under "Variables" instead of "Secrets", so it is not masked
`, V{"_p": g.l10nLokProj(), "a": g.l10nLok()}, "was created under \"Variables\" instead of \"Secrets\"", "Uploading locales/en.json...")

	g.add("l10n/gitlab-ci-crowdin-download", `
translations:download:
  stage: l10n
  image: crowdin/cli:4.1.2
  variables:
    CROWDIN_PROJECT_ID: "«_pid»"
    CROWDIN_PERSONAL_TOKEN: "«a»"
    GIT_PUSH_TOKEN: "«b»"
  script:
    - crowdin download --no-progress --plain
    - git config user.email "l10n-bot@acme.example" && git config user.name "l10n bot"
    - git checkout -B l10n/crowdin && git add src/locales && git commit -m "l10n: Crowdin download" || exit 0
    - git push -f "https://l10n-bot:${GIT_PUSH_TOKEN}@gitlab.acme.example/web/storefront.git" l10n/crowdin
  only:
    - schedules
`, V{"_pid": g.digits(6), "a": g.l10nCrowdinTok(), "b": g.glpat()}, "l10n-bot@acme.example", "gitlab.acme.example/web/storefront.git")

	g.add("l10n/circleci-lokalise-orb-env", `
version: 2.1
jobs:
  pull-translations:
    docker:
      - image: cimg/node:20.11
    environment:
      LOKALISE_API_TOKEN: «a»
      LOKALISE_PROJECT_ID: «_p»
    steps:
      - checkout
      - run: curl -sfL https://raw.githubusercontent.com/lokalise/lokalise-cli-2-go/master/install.sh | sh
      - run: ./bin/lokalise2 --token "$LOKALISE_API_TOKEN" --project-id "$LOKALISE_PROJECT_ID" file download --format json --unzip-to src/locales
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj()}, "cimg/node:20.11", "lokalise/lokalise-cli-2-go/master/install.sh")

	g.add("l10n/bitrise-yml-smartling", `
workflows:
  l10n-sync:
    envs:
    - SMARTLING_USER_ID: «_u»
    - SMARTLING_USER_SECRET: «a»
      opts:
        is_expand: false
    - SMARTLING_PROJECT_ID: «_p»
    steps:
    - git-clone@8: {}
    - script@1:
        title: Push strings to Smartling
        inputs:
        - content: |-
            smartling-cli files push "Tidewater/en.lproj/*.strings" -u "$SMARTLING_USER_ID" -k "$SMARTLING_USER_SECRET" -p "$SMARTLING_PROJECT_ID"
`, V{"_u": g.s(alLower, 30), "a": g.s(alLowNum, 26) + "-" + g.an(31), "_p": g.hex(9)}, "Push strings to Smartling", "Tidewater/en.lproj/*.strings")

	g.add("l10n/azure-pipelines-poeditor", `
# azure-pipelines.yml
variables:
  poeditorProjectId: «_p»
  poeditorToken: «a»

steps:
- script: |
    for lang in de fr it; do
      url=$(curl -s -X POST https://api.poeditor.com/v2/projects/export \
        -d api_token="$(poeditorToken)" -d id="$(poeditorProjectId)" -d language="$lang" -d type="resx" | jq -r .result.url)
      curl -s "$url" -o "src/Contoso.Web/Resources/SharedResource.$lang.resx"
    done
  displayName: Pull POEditor translations
`, V{"_p": g.digits(6), "a": g.hex(32)}, "Pull POEditor translations", "src/Contoso.Web/Resources/SharedResource.$lang.resx")

	g.add("l10n/makefile-i18n-targets", `
# Makefile
LOKALISE_TOKEN ?= «a»
LOKALISE_PROJECT ?= «_p»
DEEPL_KEY ?= «b»

.PHONY: i18n-pull i18n-push i18n-mt
i18n-pull:
	lokalise2 --token $(LOKALISE_TOKEN) --project-id $(LOKALISE_PROJECT) file download --format json --unzip-to ./locales
i18n-push:
	lokalise2 --token $(LOKALISE_TOKEN) --project-id $(LOKALISE_PROJECT) file upload --file ./locales/en.json --lang-iso en
i18n-mt:
	DEEPL_AUTH_KEY=$(DEEPL_KEY) node scripts/mt-fill.mjs
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj(), "b": g.l10nDeepLKey()}, ".PHONY: i18n-pull i18n-push i18n-mt", "node scripts/mt-fill.mjs")

	g.add("l10n/gh-secret-set-history", `
$ history | tail -6
  501  cd ~/code/storefront
  502  gh secret set CROWDIN_PROJECT_ID --body «_pid»
  503  gh secret set CROWDIN_PERSONAL_TOKEN --body «a»
  504  gh secret set DEEPL_AUTH_KEY --body «b»
  505  gh workflow run crowdin.yml
  506  history | tail -6
`, V{"_pid": g.digits(6), "a": g.l10nCrowdinTok(), "b": g.l10nDeepLKey()}, "gh workflow run crowdin.yml", "~/code/storefront")

	g.add("l10n/docker-build-arg-tx-token", `
$ docker history --no-trunc acme/docs-builder:latest | grep -i tx_
<missing>   3 days ago   RUN |1 TX_TOKEN=«a» /bin/sh -c tx pull --all --minimum-perc 60 && make html   184MB     buildkit.dockerfile.v0
<missing>   3 days ago   ARG TX_TOKEN                                                                            0B        buildkit.dockerfile.v0
`, V{"a": g.l10nTx()}, "acme/docs-builder:latest", "tx pull --all --minimum-perc 60 && make html")

	g.add("l10n/netlify-toml-build-env", `
# netlify.toml
[build]
  command = "npm run i18n:pull && npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"
  TOLGEE_API_URL = "https://tolgee.l10n.acme.example"
  TOLGEE_API_KEY = "«a»"

[context.deploy-preview.environment]
  VITE_APP_TOLGEE_API_KEY = "«b»"
`, V{"a": g.l10nTolgee("tgpak"), "b": g.l10nTolgee("tgpak")}, "https://tolgee.l10n.acme.example", `command = "npm run i18n:pull && npm run build"`)

	g.add("l10n/pre-commit-hook-script", `
#!/usr/bin/env bash
# .git/hooks/pre-commit — push new source strings before every commit (Kenji's laptop only)
set -euo pipefail
if git diff --cached --name-only | grep -q '^src/locales/en/'; then
  POEDITOR_TOKEN="«a»"
  curl -s -X POST https://api.poeditor.com/v2/projects/upload \
    -F api_token="$POEDITOR_TOKEN" -F id="«_p»" -F updating="terms_translations" \
    -F language="en" -F file=@src/locales/en/common.json > /dev/null
fi
`, V{"a": g.hex(32), "_p": g.digits(6)}, `-F updating="terms_translations"`, "Kenji's laptop only")

	g.add("l10n/gha-slack-notify-translations", `
      - name: Notify #l10n
        if: steps.cpr.outputs.pull-request-number
        run: |
          curl -s -X POST -H 'Content-type: application/json' \
            --data '{"text":"New translations PR: ${{ steps.cpr.outputs.pull-request-url }}"}' \
            https://hooks.slack.com/services/«_t»/«_b»/«a»
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.l10nSlackHook()}, "steps.cpr.outputs.pull-request-number", "New translations PR")
}

// ---- translators' and developers' chats ----

func (g *G) l10nChat() {
	g.add("l10n/chat-de-slack-crowdin-token", `
[09:14] Lena Hoffmann: @Jonas kannst du mir kurz einen Crowdin-Token geben? Ich will die Screenshots per CLI hochladen, im Browser dauert das ewig
[09:16] Jonas Weber: klar, hab dir einen mit Scope nur für Projekt «_pid» erstellt:
[09:16] Jonas Weber: «a»
[09:16] Jonas Weber: bitte nicht ins Repo committen 🙏 läuft Ende des Monats ab
[09:17] Lena Hoffmann: danke! 👍
`, V{"_pid": g.digits(6), "a": g.l10nCrowdinTok()}, "Screenshots per CLI hochladen", "läuft Ende des Monats ab")

	g.add("l10n/chat-fr-email-weblate-access", `
De : Claire Dubois <claire.dubois@lsp-lumiere.example>
À : équipe-fr@lsp-lumiere.example
Objet : Accès Weblate – projet Acme (FR)

Bonjour à toutes et à tous,

Voici les accès à l'instance Weblate du client pour la campagne d'octobre :

  URL : https://translate.internal.acme.example/projects/acme-web/
  Identifiant : lumiere-fr
  Mot de passe : «a»

Merci de ne pas modifier les chaînes marquées “read-only” et de laisser un commentaire si le contexte manque.

Bonne journée,
Claire
`, V{"a": g.pw()}, "https://translate.internal.acme.example/projects/acme-web/", "Identifiant : lumiere-fr")

	g.add("l10n/chat-es-telegram-deepl", `
Marta Gil, [14.10.24 18:02]
te paso la API key de DeepL para la hoja de cálculo de glosario, es la del plan Pro de la agencia:

Marta Gil, [14.10.24 18:02]
«a»

Diego Ruiz, [14.10.24 18:05]
perfecto, la pongo en el script de Apps Script y te aviso 👌
`, V{"a": g.uuid()}, "la hoja de cálculo de glosario", "script de Apps Script")

	g.add("l10n/chat-ptbr-discord-poeditor", `
rafa_traduz — hoje às 21:47
alguém tem a chave do POEditor? o link de convite expirou 😩
bia.lopes — hoje às 21:49
usa essa, é da conta da comunidade: «a»
id do projeto: «_p»
bia.lopes — hoje às 21:49
mas só pra baixar o pt-BR, não mexe no inglês pfv
`, V{"a": g.hex(32), "_p": g.digits(6)}, "o link de convite expirou", "da conta da comunidade")

	g.add("l10n/chat-ja-slack-lokalise", `
佐藤 健二  10:32
Lokalise の API トークンです。読み取り専用にしてあります 🙇
«a»
プロジェクトIDは «_p» です

山田 美咲  10:35
ありがとうございます！CI の環境変数に入れておきます
`, V{"a": g.l10nLok(), "_p": g.l10nLokProj()}, "読み取り専用にしてあります", "CI の環境変数に入れておきます")

	g.add("l10n/chat-ru-telegram-transifex", `
Андрей: вот токен для Transifex, он от сервисного аккаунта: «a»
Андрей: не публикуйте его в чате перевода, пожалуйста
Ольга: ок, положила в ~/.transifexrc, tx pull работает 👍
`, V{"a": g.l10nTx()}, "tx pull работает", "от сервисного аккаунта")

	g.add("l10n/chat-pl-github-issue-transifexrc", `
**tx pull zwraca 401 Unauthorized** #1284

Po aktualizacji do tx 1.6 dostaję błąd przy każdym `+"`tx pull`"+`. Mój plik konfiguracyjny:

`+"```"+`ini
[https://www.transifex.com]
rest_hostname = https://rest.api.transifex.com
token = «a»
`+"```"+`

Wersja: tx 1.6.16, Ubuntu 22.04. Co robię źle?

> **maintainer** commented: Please revoke that token right away — it is now public. The 401 is because the host must be https://app.transifex.com since the domain change.
`, V{"a": g.l10nTx()}, "Please revoke that token right away", "Po aktualizacji do tx 1.6")

	g.add("l10n/chat-tr-whatsapp-smartling", `
[10.10.2024 11:03] Elif Yılmaz: Smartling hesabı bilgileri:
[10.10.2024 11:03] Elif Yılmaz: kullanıcı: elif.yilmaz@ceviri-ajans.example
[10.10.2024 11:03] Elif Yılmaz: şifre: «a»
[10.10.2024 11:04] Elif Yılmaz: iki adımlı doğrulama kodu telefonuma geliyor, girişte bana yazın
[10.10.2024 11:06] Mert Kaya: Tamamdır, teşekkürler
`, V{"a": g.pw()}, "elif.yilmaz@ceviri-ajans.example", "iki adımlı doğrulama kodu")

	g.add("l10n/chat-zh-feishu-crowdin-enterprise", `
王磊 14:20
Crowdin 企业版（northwind.crowdin.com）的中文组账号：
账号：l10n-zh@northwind.example
密码：«a»
API 个人令牌：«b»
请勿外传，月底统一更换。

李娜 14:22
收到，我先把简体和繁体的术语表导进去
`, V{"a": g.pw(), "b": g.l10nCrowdinTok()}, "northwind.crowdin.com", "l10n-zh@northwind.example")

	g.add("l10n/chat-ko-kakao-papago", `
김지훈 오후 3:12
Papago API 키 공유드립니다 (개발용)
Client ID: «_cid»
Client Secret: «a»
김지훈 오후 3:13
하루 10,000자 제한 있으니까 테스트 때만 써주세요
박서연 오후 3:15
넵 감사합니다!
`, V{"_cid": g.an(20), "a": g.an(10)}, "하루 10,000자 제한", "Papago API 키 공유드립니다")

	g.add("l10n/chat-it-email-phrase-tms", `
Da: Giulia Romano <g.romano@traduzioni-nova.example>
Oggetto: Credenziali Phrase TMS per il progetto Storefront

Ciao Marco,

per il progetto Storefront (DE>IT) puoi accedere a Phrase TMS con:
  utente: m.bianchi.linguist
  password: «a»

Le scadenze sono nella dashboard dei job. Per le domande terminologiche scrivi nel canale #storefront-it.

Grazie,
Giulia
`, V{"a": g.pw()}, "m.bianchi.linguist", "#storefront-it")

	g.add("l10n/chat-nl-teams-azure-key", `
Sanne de Vries 13:41
Hier is de Azure Translator key voor de testomgeving (regio westeurope):
«a»
Sanne de Vries 13:41
De productie-key staat in Key Vault, die krijg je niet 😉
Bram Jansen 13:45
Top, dank je!
`, V{"a": g.l10nAzure()}, "De productie-key staat in Key Vault", "regio westeurope")

	g.add("l10n/chat-uk-matrix-weblate", `
<oksana> ось токен проєкту для Weblate, щоб CI міг блокувати переклад перед релізом: «a»
<oksana> він дає доступ тільки до openboard
<taras> дякую, додав у секрети репозиторію як WEBLATE_TOKEN
`, V{"a": g.l10nWlp()}, "додав у секрети репозиторію як WEBLATE_TOKEN", "тільки до openboard")

	g.add("l10n/chat-en-es-rotated-token", `
#l10n-ops
Kevin O'Brien: heads up, I rotated the Lokalise token after the leak in the PR
Kevin O'Brien: old one (now revoked): «a»
Kevin O'Brien: new one is in 1Password under "Lokalise – CI", don't paste it here
Lucía Fernández: gracias! actualicé el secreto en GitHub Actions. ¿también lo cambiamos en Bitrise?
Kevin O'Brien: yes, Bitrise still had «b» — just replaced it
`, V{"a": g.l10nLok(), "b": g.l10nLok()}, "Lokalise – CI", "¿también lo cambiamos en Bitrise?")

	g.l10nAdd("l10n/chat-fr-discord-tolgee", `
nico_dev — Aujourd'hui à 16:08
@camille je t'ai créé un PAT Tolgee pour le script d'import, il expire dans 30 jours :
«a»
camille.t — Aujourd'hui à 16:10
merci ! je l'utilise juste pour ˋtolgee pushˋ, promis 😇
`, V{"a": g.l10nTolgee("tgpat")}, "il expire dans 30 jours", "le script d'import")

	g.add("l10n/chat-zh-projectid-not-token-benign", `
陈晨: 我在 crowdin.yml 里填的是 project_id: «_pid»，为什么还是报 401？
周杰: project_id 不是令牌哦，你需要设置 CROWDIN_PERSONAL_TOKEN 环境变量，在 账户设置 → API 里生成
陈晨: 明白了，谢谢！
`, V{"_pid": g.digits(6)}, "CROWDIN_PERSONAL_TOKEN", "账户设置 → API")

	g.add("l10n/chat-de-forum-masked-benign", `
Re: crowdin download lädt keine Übersetzungen herunter

Hier meine Konfiguration (Token natürlich gekürzt):

  "project_id": "«_pid»"
  "api_token": "«_pre»…«_suf»"
  "base_path": "."
  "files": [{ "source": "/i18n/en.json", "translation": "/i18n/%two_letters_code%.json" }]

Ausgabe: "✔️  Building translation (100%)" und dann passiert nichts.
`, V{"_pid": g.digits(6), "_pre": g.hex(4), "_suf": g.hex(4)}, "Token natürlich gekürzt", "/i18n/%two_letters_code%.json")

	g.add("l10n/chat-ja-line-google-key", `
[LINE] 翻訳チーム
18:21 田中: Google翻訳APIのキー、期限切れになってたので新しく発行しました
18:21 田中: «a»
18:22 田中: HTTPリファラー制限はまだ付けてないので、外部には出さないでください
18:30 鈴木: 了解です、スプレッドシートのスクリプトを更新しておきます
`, V{"a": g.googleKey()}, "HTTPリファラー制限はまだ付けてないので", "翻訳チーム")
}

// ---- benign look-alikes: ids, hashes, keys, codes ----

func (g *G) l10nBenign() {
	g.add("l10n/benign-crowdin-strings-api", `
$ curl -s -H "Authorization: Bearer $CROWDIN_PERSONAL_TOKEN" "https://api.crowdin.com/api/v2/projects/«_pid»/strings?limit=2" | jq '.data[].data | {id, identifier, fileId, revision, hash: .labelIds}'
{
  "id": «_s1»,
  "identifier": "checkout.summary.total",
  "fileId": «_f»,
  "revision": 7,
  "hash": []
}
{
  "id": «_s2»,
  "identifier": "auth.reset.token_expired",
  "fileId": «_f»,
  "revision": 3,
  "hash": []
}
`, V{"_pid": g.digits(6), "_s1": g.digits(7), "_s2": g.digits(7), "_f": g.digits(3)}, "auth.reset.token_expired", "$CROWDIN_PERSONAL_TOKEN")

	g.add("l10n/benign-phrase-locales", `
$ phrase locales list --project_id «_p»
ID                               NAME   CODE   DEFAULT  MAIN  RTL
«_l1» en     en     true     false false
«_l2» de     de-DE  false    false false
«_l3» ar     ar     false    false true
`, V{"_p": g.hex(32), "_l1": g.hex(32), "_l2": g.hex(32), "_l3": g.hex(32)}, "NAME   CODE   DEFAULT  MAIN  RTL")

	g.add("l10n/benign-lokalise-branch-merge", `
$ lokalise2 --token "$LOKALISE_API_TOKEN" branch merge --project-id «_p» --branch-id «_b» --target-branch-id «_t» --force-conflict-resolve-using source
{
  "project_id": "«_p»:feature-checkout-v2",
  "branch_merged": true,
  "branch": { "branch_id": «_b», "name": "feature-checkout-v2", "created_at": "2024-09-30 12:01:44 (Etc/UTC)" },
  "target_branch": { "branch_id": «_t», "name": "master" }
}
`, V{"_p": g.l10nLokProj(), "_b": g.digits(5), "_t": g.digits(5)}, `"branch_merged": true`, "feature-checkout-v2", "$LOKALISE_API_TOKEN")

	g.l10nAdd("l10n/benign-placeholder-docs", `
## Setting up translations locally

1. Create a personal access token in Crowdin (Account Settings → API → New Token, scopes: Projects, Source files & strings, Translations).
2. Put it in your shell profile, **not** in crowdin.yml:

       export CROWDIN_PERSONAL_TOKEN=<your-personal-access-token>
       export CROWDIN_PROJECT_ID=«_pid»

3. Run ˋcrowdin download --language=<lang>ˋ, e.g. ˋcrowdin download --language=pt-BRˋ.
`, V{"_pid": g.digits(6)}, "CROWDIN_PERSONAL_TOKEN=<your-personal-access-token>", "Account Settings → API → New Token")

	g.add("l10n/benign-gitignore-l10n", `
# .gitignore
node_modules/
dist/
# localization tooling: keys stay local
localazy.keys.json
.transifexrc
crowdin.local.yml
.phrase.local.yml
# generated
src/locales/*/*.json
!src/locales/en/*.json
`, nil, "localazy.keys.json", "!src/locales/en/*.json")

	g.add("l10n/benign-language-code-table", `
| Locale | Crowdin code | Android folder  | Apple .lproj | i18next |
|--------|--------------|-----------------|--------------|---------|
| Portuguese (Brazil) | pt-BR | values-pt-rBR | pt-BR.lproj | pt-BR |
| Chinese (Simplified) | zh-CN | values-zh-rCN | zh-Hans.lproj | zh-Hans |
| Norwegian Bokmål | nb | values-nb | nb.lproj | nb |
| Serbian (Latin) | sr-CS | values-b+sr+Latn | sr-Latn.lproj | sr-Latn |
`, nil, "values-b+sr+Latn", "zh-Hans.lproj")

	g.add("l10n/benign-msgids-about-secrets", `
#: settings/api.py:41
msgid "API key"
msgstr "Clé d'API"

#: settings/api.py:57
#, python-format
msgid "Your token %(prefix)s… was revoked on %(date)s."
msgstr "Votre jeton %(prefix)s… a été révoqué le %(date)s."

#: auth/forms.py:102
msgid "Password must contain at least 12 characters."
msgstr "Le mot de passe doit contenir au moins 12 caractères."
`, nil, "Votre jeton %(prefix)s… a été révoqué le %(date)s.", "Le mot de passe doit contenir au moins 12 caractères.")

	g.add("l10n/benign-language-pack-checksums", `
$ sha256sum dist/langpacks/*.zip
«_h1»  dist/langpacks/de.zip
«_h2»  dist/langpacks/fr.zip
«_h3»  dist/langpacks/ja.zip
$ git log -1 --format='%H %s'
«_sha» l10n: update language packs (Crowdin build «_bid»)
`, V{"_h1": g.hex(64), "_h2": g.hex(64), "_h3": g.hex(64), "_sha": g.gitSHA(), "_bid": g.digits(5)}, "dist/langpacks/ja.zip", "l10n: update language packs")

	g.add("l10n/benign-smartling-job-status", `
$ smartling-cli projects info
ID         «_p»
ACCOUNT    «_acc»
NAME       Tidewater iOS
LOCALE     en-US: English (United States)
STATUS     ACTIVE
$ curl -s -H "Authorization: Bearer $SMARTLING_TOKEN" "https://api.smartling.com/job-batches-api/v2/projects/«_p»/jobs?jobStatus=IN_PROGRESS" | jq -r '.response.data.items[] | "\(.translationJobUid) \(.jobName) \(.dueDate)"'
«_j1» Release 5.2 strings 2024-10-18T17:00:00Z
«_j2» App Store metadata Q4 2024-10-25T17:00:00Z
`, V{"_p": g.hex(9), "_acc": g.hex(8), "_j1": g.s(alLowNum, 12), "_j2": g.s(alLowNum, 12)}, "Tidewater iOS", "$SMARTLING_TOKEN")

	g.add("l10n/benign-deepl-glossaries-list", `
$ curl -s -H "Authorization: DeepL-Auth-Key $DEEPL_AUTH_KEY" https://api.deepl.com/v2/glossaries | jq -r '.glossaries[] | [.glossary_id, .name, .source_lang, .target_lang, .entry_count] | @tsv'
«_g1»	storefront-de	en	de	214
«_g2»	storefront-fr	en	fr	198
«_g3»	legal-ja	en	ja	57
`, V{"_g1": g.uuid(), "_g2": g.uuid(), "_g3": g.uuid()}, "storefront-fr", "$DEEPL_AUTH_KEY")

	g.add("l10n/benign-weblate-components", `
$ wlc list-components openboard
name: App
slug: app
project: openboard
file_format: aresource
filemask: app/src/main/res/values-*/strings.xml
repo: https://github.com/openboard-team/openboard.git
push_branch: weblate
url: https://hosted.weblate.org/api/components/openboard/app/
`, nil, "filemask: app/src/main/res/values-*/strings.xml", "push_branch: weblate")

	g.add("l10n/benign-tmx-export", `
<?xml version="1.0" encoding="UTF-8"?>
<tmx version="1.4">
  <header creationtool="Crowdin" creationtoolversion="1.1" datatype="PlainText" segtype="sentence" adminlang="en-US" srclang="en" o-tmf="crowdin"/>
  <body>
    <tu tuid="«_tu»">
      <prop type="x-crowdin-hash">«_h»</prop>
      <tuv xml:lang="en"><seg>Your password was changed.</seg></tuv>
      <tuv xml:lang="de"><seg>Dein Passwort wurde geändert.</seg></tuv>
    </tu>
  </body>
</tmx>
`, V{"_tu": g.digits(8), "_h": g.hex(32)}, "Dein Passwort wurde geändert.", `creationtool="Crowdin"`)

	g.add("l10n/benign-i18n-lint-output", `
$ npx i18n-check --locales src/locales --source en --format i18next
i18n translations checker
Source: en

Found missing keys!
┌────────┬────────────────────────────────────┐
│ file   │ key                                │
├────────┼────────────────────────────────────┤
│ de.json│ settings.apiTokens.regenerate      │
│ fr.json│ auth.password.resetTokenExpired    │
└────────┴────────────────────────────────────┘
`, nil, "settings.apiTokens.regenerate", "auth.password.resetTokenExpired")

	g.add("l10n/benign-transifex-native-cdn-url", `
GET https://cds.svc.transifex.net/content/de?filter[tags]=web HTTP/2
Authorization: Bearer «_pub»
Accept-Version: v2
X-Native-SDK: txjs/native@7.1.0

HTTP/2 200
etag: "«_etag»"
{"data":{"checkout.pay":{"string":"Jetzt bezahlen"}}}
`, V{"_pub": g.l10nTx(), "_etag": g.hex(32)}, "https://cds.svc.transifex.net/content/de", "X-Native-SDK: txjs/native@7.1.0")

	g.add("l10n/benign-poeditor-terms", `
$ curl -s -X POST https://api.poeditor.com/v2/terms/list -d api_token="$POEDITOR_TOKEN" -d id="«_p»" -d language="fr" | jq '.result.terms[:2]'
[
  { "term": "api_key_copied", "context": "settings", "plural": "", "created": "2023-04-11T10:02:18+0000", "translation": { "content": "Clé API copiée", "fuzzy": 0 } },
  { "term": "password_too_short", "context": "signup", "plural": "", "created": "2023-04-11T10:02:18+0000", "translation": { "content": "Mot de passe trop court", "fuzzy": 1 } }
]
`, V{"_p": g.digits(6)}, `"term": "api_key_copied"`, "$POEDITOR_TOKEN")
}
