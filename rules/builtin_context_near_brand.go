package rules

import "strings"

// A service's name alone names its credential in many notes, env files
// and logs: "MAILGUN=<key>", "stripe: <key>", "besttime <key>". A brand
// name is weaker evidence than a credential word (the name of a service
// also comes before its ids, versions and commit hashes), so the value
// must pass nearValue and must not be a digest (brandValue).

// brandAt reports whether the name text[s:e] around a keyword hit is a
// service's name: the whole name, or its last part after '_', '-' or
// '.' (ACME_MAILGUN), is one of brandWords, once up to two of
// brandSuffixes are dropped from its end (STRIPE_SK).
func brandAt(text string, s, e int) bool {
	name := text[s:e]
	for k := 0; k < 2; k++ { // STRIPE_SK, HUBSPOT_PRIVATE_APP
		i := strings.LastIndexAny(name, "_-.")
		if i < 0 || !brandSuffixes[strings.ToLower(name[i+1:])] {
			break
		}
		name = name[:i]
	}
	if i := strings.LastIndexAny(name, "_-."); i >= 0 {
		name = name[i+1:]
	}
	if len(name) < 4 || len(name) > 32 {
		return false
	}
	var buf [32]byte
	n := normTail(name, &buf)
	return len(n) == len(name) && brandWords[string(n)]
}

// brandSuffixes are the words after a service's name that say which of
// its keys a value is, not what else it is (STRIPE_SK, SENDGRID_LIVE,
// HUBSPOT_PRIVATE_APP); at most two are skipped.
var brandSuffixes = map[string]bool{"sk": true, "private": true, "priv": true, "app": true, "live": true, "prod": true,
	"production": true, "access": true, "api": true, "rest": true, "server": true, "admin": true}

// brandValue is the extra gate of a value named by a brand: not a hex
// digest of 40 digits or more (a commit or a sha256 after "github" or
// a service name in a changelog), unless the value is assigned to the
// name with '=' (AMBEE=<64 hex digits>) or quoted (cloudsmith: "<hex>"):
// an assignment or a quoted config value is configuration, not a
// changelog.
func brandValue(v string) bool {
	return !(len(v) >= 40 && isHexString(v))
}

// kebabName reports a lower-case name of parts joined by '-': a word of
// four letters or more among them, and every other part letters alone,
// digits alone or five characters at most (pixtral-12b-2409,
// command-r-plus-08-2024, open-mixtral-8x22b). After a service's name
// that is the name of one of its models, plans or regions; a key's
// random parts are longer and mixed (a UUID's 8-character group).
func kebabName(v string) bool {
	if strings.IndexByte(v, '-') < 0 {
		return false
	}
	word := false
	for p := range strings.SplitSeq(v, "-") {
		c := classBits(p)
		switch {
		case p == "" || c&^6 != 0:
			return false // empty, upper case or punctuation: not such a name
		case c == 2:
			word = word || len(p) >= 4
		case c == 4, len(p) <= 5:
		default:
			return false
		}
	}
	return word
}

// brandWords are names of services that issue API keys and tokens, lower
// case: facts about the market, from the public lists of secret scanners'
// detectors, without the names that are also common words or tools
// (apollo, envoy, harness, segment) or that provider rules already read.
var brandWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(brandList + " " + brandListMore + " " + brandListPartners) {
		m[w] = true
	}
	return m
}()

const brandList = `abuseipdb abyssale accuweather adafruitio adobeio adzuna aeroworkflow airbrake airship airtable airvisual aiven
aletheia algolia alienvault allsports amadeus ambee amplitude anypoint apacta api2cart apideck apiflash apifonica apify
apilayer apimatic apimetrics apitemplate appcues appfollow appointedd appsynergy apptivo artifactory artsy asana assemblyai
atera auth0 autodesk autoklose avaza aviationstack axonaut aylien ayrshare bannerbear baremetrics beamer beebole besnappy
besttime betterstack billomat bitbar bitbucket bitcoinaverage bitfinex bitly bitmex blazemeter blocknative blogger
bombbomb boostnote borgbase braintree braintrust brandfetch browserstack browshot bscscan buddyns budibase bugherd bugsnag
bulbul buttercms caflou calendarific calendly calorieninja campayn cannyio capsulecrm captaindata carboninterface
cashboard caspio censys centralstation cexio chartmogul chatfule checio checklyhq checkvist cicero clarifai clearbit
clickhelp clicksend cliengo clientary clinchpad clockify clockwork cloudconvert cloudelements cloudimage cloudinary
cloudmersive cloudplan cloudsmith cloverly cloze clustdoc codacy codeclimate codemagic codequiry coinapi coinbase coinlayer
coinlib confluent convertapi convertkit convier countrylayer coveralls craftmypdf crowdin cryptocompare currencycloud
currencyfreaks currencylayer currencyscoop customerguru customerio d7network dailyco dareboost databox deepai deepgram
demio detectify detectlanguage dfuse diggernaut disqus dockerhub docparser documo docusign dotdigital dovico dronahq
droneci duffel duply dwolla dynalist dyspatch easyinsight edamam edenai eightxeight elasticemail elevenlabs enablex
etherscan ethplorer eventbrite everhour exchangerate exchangerates exportsdk facebook faceplusplus fastforex feedier
fetchrss fibery fileio finage finnhub fixerio flatio fleetbase flexport flickr flightlabs flightstats flowflu
flutterwave flyio formbucket formcraft formio formsite foursquare frameio freshbooks freshdesk fullstory fxmarket
geckoboard gengo geoapify geocodify geocodio gitter glassnode gocanvas gocardless godaddy goodday graphcms graphhopper
groovehq gtmetrix gumroad gyazo happyscribe hasura hellosign helpcrunch helpscout hiveage hybiscus hypertrack iconfinder
iexapis iexcloud imagekit imagga infura insightly instamojo intercom interseller intrinio invoiceocean ip2location ipapi
ipgeolocation ipinfo ipinfodb ipquality ipstack jotform jumpcloud jupiterone kanbantool keenio kickbox klaviyo
klipfolio knapsackpro kontent kucoin kylas languagelayer larksuite launchdarkly leadfeeder lemlist lemonsqueezy lendflow
lexigram linkpreview liveagent livestorm loadmill locationiq loggly loginradius logzio loyverse lunchmoney madkudu
magicbell mailboxlayer mailchimp mailerlite mailgun mailjet mailmodo mailsac mandrill mapbox mapquest marketstack
mavenlink maxmind meaningcloud mediastack meistertask meraki mesibo messagebird metrilo mindmeister mixmax mixpanel
mockaroo monkeylearn moonclerk moosend moralis mrticktock myfreshworks myintervals nethunt netsuite newrelic newscatcher
nexmo nftport ngrok nicereply nozbeteams numverify nutritionix nylas oanda octopusdeploy omnisend onedesk onelogin
onepagecrm onesignal onfleet oopspam opencagedata openrouter openuv openweather opsgenie optimizely overloop owlbot
packagecloud pagarme pagerduty pandadoc pandascore paperform paralleldots parsehub parseur partnerstack pastebin paydirt
paymo paymongo paypal paystack pdflayer pdfshift peopledatalabs pepipost photoroom pinata pipedream pipedrive
pivotaltracker pixabay plaid planviewleankit planyo plivo podio poloniex positionstack postageapp posthog postman
postmark prodpad proxycrawl pubnub purestake pushbullet pusher qualaroo qubole rapidapi razorpay reachmail rebrandly
rechargepayments repairshopr replyio restpack ringcentral ritekit robinhood rocketreach rootly route4me rownd runrunit
saladcloud salesblink salescookie salesflare salesmate satismeter saucelabs scaleway scrapeowl scraperapi scraperbox
scrapestack scrapfly scrapingant scrapingbee screenshotlayer scrutinizerci securitytrails selectpdf sendbird sendgrid
sendinblue serphouse serpstack sheety sherpadesk shipday shippo shodan shotstack shutterstock signalwire signaturit
signupgenius sigopt simfin simplesat simplynoted simvoly siteleaf skrappio skybiometry smartsheets smartystreets smooch
snipcart solarwinds sonarcloud sparkpost spectralops spoonacular sportsmonk spotify splunk squarespace sslmate statuscake
statuspage statuspal stitchdata stockdata storecove stormboard stormglass storyblok storychief strava stripe stripo
stytch sugester sumologic supernotes surveyanyplace surveysparrow survicate swiftype tableau tallyfy tatumio taxjar
teamgate teletype textmagic thinkific thousandeyes ticketmaster tickettailor tiingo timecamp tmetric todoist toggltrack
tokeet tomorrowio tomtom tradier transferwise travelpayouts travisci trello twelvedata twilio tyntec typeform typetalk
ubidots uclassify unifyid unplugg unsplash upcdatabase uplead uploadcare uptimerobot upwave urlscan userflow userstack
vatlayer vbout verimail veriphone versioneye viewneo virustotal visualcrossing voiceflow voicegain vouchery vpnapi vultr
walkscore weatherbit weatherstack web3storage webflow webscraper webscraping websitepulse weightsandbiases wepay whoxy
wistia worksnaps workstack worldcoinindex worldweather wrike youneedabudget yousign youtube zapier zendesk zenkit zenrows
zenscrape zenserp zeplin zerobounce zerotier zipbooks zipcodeapi zipcodebase zonkafeedback zulipchat`

// brandListMore are service names from the keyword lists of
// mazen160/secrets-patterns-db (its trufflehog-style "(?:name)…" patterns)
// and from the providers that publish API keys without a distinctive
// prefix (AI, data, observability, commerce, hosting and messaging
// services), without common words and without the names whose tokens a
// provider rule reads by their prefix.
const brandListMore = `abbysale ably activecampaign adyen aftership akamai alchemyapi alconost alegra aletheiaapi alphavantage anticaptcha
anyscale apiscience appdynamics arbiscan atlassian audd bigcommerce binance bitrise bitwarden blablabus blitapp brevo
brightdata browserless buildkite builtwith canva capsolver chatfuel circleci clickup cloudflare cockroachdb codecov
cohere coingecko coinmarketcap commercejs companyhub confluence contentful covalent crunchbase currentsapi databricks
datadog datafire deepseek diffbot digitalocean discogs dnscheck doppler dotmailer dynatrace eagleeyenetworks easypost
etsy fakejson fastly figma filestack financialmodelingprep firebase flightapi fmfw freshworks fusebill getemail
getemails getgeoapi getgist getsandbox gitguardian grafana hcaptcha hereapi heroku hetzner holidayapi
honeybadger honeycomb hotjar html2pdf hubspot huggingface ifttt imgix infisical instagram integromat ipify jfrog
klarna lastfm lastpass lightstep linenotify linkedin linode logrocket lokalise looker luno macaddress magento
mailersend mailtrap mattermost meilisearch messari miro mistral moonclerck musixmatch nasdaq netcore netlify
neutrinoapi newsapi nomics nozbe nuget nytimes okta onwater openexchangerates opengraphr oxylabs papertrail passbase
paymoapp perplexity pinecone planetscale planview polygonio polygonscan postmarkapp powrbot pulumi pypi qdrant
quickmetrics quicknode rawg raygun redislabs rollbar rubygems rudderstack runscope scrapersite screenshotapi
sendpulse sentry serpapi shipstation shopify similarweb sinch sirv skrapp smtp2go snowflake snyk sonarqube supabase
surveybot tatum teamwork teamworkcrm teamworkdesk teamworkspaces technicalanalysisapi telegram telnyx textanywhere
timezoneapi toggl travis twitch twitter typesense upstash vercel vimeo vonage vyte weatherapi weaviate webex
woocommerce yandex zipapi zonka zoominfo
wandb backblaze clickhouse opensearch mollie
bulksms centralstationcrm clicksendsms clockworksms conversiontools docsearch dropbox duosecurity ecostruxureit
extractorapi getresponse guardianapi hubapi instabot karmacrm lessannoyingcrm logz metaapi metabase paydirtapp
pollsapi portainer prospectcrm qase reallysimplesystems rentman requestfinance revampcrm salesforce scrutinizer
signable smartsheet speechtext testingbot theoddsapi tefter voodoosms zulip yelp jira kraken`

// brandListPartners are service names from GitHub's public list of
// secret scanning partners and from the market's API-key issuers (cloud,
// data, auth, commerce and messaging services) that the lists above
// lack, without common words (atlas, linear, square, segment, notion,
// railway, render) and without AI model providers: their names come
// before model and beta names (openai gpt-4o-…, anthropic compact_…) in
// every agent session.
const brandListPartners = `abstractapi adafruit adobe alibaba alibabacloud alpaca appwrite azure braze bunnycdn clerk
clojars cloudbees cockroachdb contentstack datocms directus discord elasticsearch fauna finicity gorgias hashicorp
hygraph infobip kustomer logdna lusha mongodb onfido palantir prismic quandl revolut rocketchat samsara smartlook
strapi supertokens tailscale tencent tencentcloud turso twingate unkey volcengine wakatime workato workos xata zuplo`

// A service's name and a word that says which of its credentials follows
// ("Stripe live", "Mailgun API", "heroku api key", "SENDGRID SECRET")
// name a value as surely as an assignment to STRIPE_LIVE_KEY does, more
// surely than either word alone: a changelog or a log line writes a
// service's name before its ids and versions, and "key" before a public
// key's fingerprint, but not both before either. Such a value passes
// the gate of an assigned value (qualifiedValue), not the stricter one of
// a value after a bare word (nearValue). The words are separated by one
// blank each, on one line.

// maxQualifiers bounds the words between a service's name and its value.
const maxQualifiers = 2

// brandQualifiers returns the end of the qualifier words (brandSuffixes:
// API, live, admin…) after the service name ending at e, each a whole
// word after one blank ("mapbox sk.eyJ…" is a name and a token), or e if
// none follows.
func brandQualifiers(text string, e int) int {
	end := e
	for k := 0; k < maxQualifiers; k++ {
		i := end
		if i >= len(text) || text[i] != ' ' && text[i] != '\t' {
			break
		}
		j := i + 1
		for j < len(text) && j-i <= 16 && isAlnum(text[j]) {
			j++
		}
		if j == i+1 || j < len(text) && isKeyByte(text[j]) || !brandSuffixes[strings.ToLower(text[i+1:j])] {
			break
		}
		end = j
	}
	return end
}

// keyQualifierIn reports a qualifier among the words ws (brandQualifiers'
// span) that says which key follows, not which edition: "Mailgun ACCESS
// <hex>", "acme private <hex>". A changelog writes a commit's hash after
// a service's name, not after its name and "access"; "API" alone it
// does ("Building Sentry API <sha>").
func keyQualifierIn(ws string) bool {
	for _, w := range strings.Fields(ws) {
		switch strings.ToLower(w) {
		case "access", "private", "priv", "sk":
			return true
		}
	}
	return false
}

// brandBefore reports whether the credential name starting at s follows
// a service's name on its line, with at most two qualifier words between
// them (brandSuffixes or qualifierCredWords), each after one blank:
// "stripe secret", "Mailgun API key", "stripe live secret key".
func brandBefore(text string, s int) bool {
	i := s
	for k := 0; k <= maxQualifiers; k++ {
		if i == 0 || text[i-1] != ' ' && text[i-1] != '\t' {
			return false
		}
		i--
		j := i
		for j > 0 && i-j <= 32 && isAlnum(text[j-1]) {
			j--
		}
		if j == i || j > 0 && isKeyByte(text[j-1]) {
			return false
		}
		w := strings.ToLower(text[j:i])
		if len(w) >= 4 && brandWords[w] {
			return true
		}
		if k == maxQualifiers || !brandSuffixes[w] && !qualifierCredWords[w] {
			return false
		}
		i = j
	}
	return false
}

// qualifierCredWords are credential words that may stand between a
// service's name and the credential word before the value ("stripe secret
// key", "twilio auth token").
var qualifierCredWords = map[string]bool{"secret": true, "auth": true, "token": true, "key": true,
	"client": true, "master": true, "account": true, "personal": true, "service": true, "bot": true, "user": true}

// qualifiedValue is the gate of a value named by a service's name and a
// qualifier: what an assigned value passes (contextValue: no
// placeholder, word, identifier, path, URL, version, code or blank), 10
// bytes or more with the entropy of generated text, not a name made of
// words, a labelled digest, a fingerprint, a hex id of 16 digits or less
// (a key id), an artifact name or a module path.
func qualifiedValue(v string) bool {
	if len(v) < 10 || !contextValue(v) || shannon(v) < 3.0 {
		return false
	}
	if isHexString(v) && len(v) <= 16 {
		return false
	}
	if versionInside.MatchString(v) || hostPath.MatchString(v) || datePrefix.MatchString(v) {
		return false
	}
	return !wordShaped(v) && !benignValue(v) && !labelledHash(v) && !hashPrefixed(v) && !colonHex(v) && !nameLike(v) && !identWord(v)
}

// objectID reports the id of an API object: a short lower-case prefix
// naming its type, one '_' and a body of letters and digits (cus_…,
// ch_…, acct_…, req_…, team_…). After a service's name alone a log
// writes those; a key's prefix names a credential (sk_, rk_, key_) or
// a provider rule reads it.
func objectID(v string) bool {
	i := strings.IndexByte(v, '_')
	if i < 2 || i > 6 || !isLowerString(v[:i]) || credPrefixes[v[:i]] {
		return false
	}
	for j := i + 1; j < len(v); j++ {
		if !isAlnum(v[j]) {
			return false
		}
	}
	return len(v)-i-1 >= 8
}

// credPrefixes are the prefixes before '_' that name a credential.
var credPrefixes = map[string]bool{"sk": true, "rk": true, "key": true, "api": true, "pat": true, "tok": true, "token": true,
	"secret": true, "sec": true, "pwd": true, "pass": true, "auth": true, "priv": true}

func isLowerString(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLower(s[i]) {
			return false
		}
	}
	return s != ""
}
