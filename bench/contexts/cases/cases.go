// Package cases builds a corpus of realistic coding-agent session
// snippets (config files, command lines, tool output, source code, logs and
// chat messages) together with the exact secret substrings that a redaction
// tool must remove and benign substrings that must survive.
//
// Every secret value is generated at run time from a PCG source seeded by
// -seed, so the source file itself contains no realistic credential.
//
// It was written apart from omp-redact's detectors, from how credentials
// appear in real files and tools, so it measures how detection
// generalizes (see bench/RECALL.md); bench/contexts prints it as JSON.
package cases

import (
	"crypto/ecdh"
	"crypto/ed25519"
	"crypto/x509"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
)

// Case is one corpus entry.
type Case struct {
	Name    string   `json:"name"`
	Text    string   `json:"text"`
	Secrets []string `json:"secrets"`
	Benign  []string `json:"benign"`
}

// V maps template placeholders to values. A placeholder «k» in a template is
// replaced by V["k"]. Keys starting with "_" are benign generated values;
// keys starting with "=" are plain filler (neither list); every other key is
// a secret. A Sentry DSN's key is filler: Sentry documents it as safe to
// publish, and omp-redact leaves it (see rules' url-token-user).
type V map[string]string

// G holds the random source and the cases built so far.
type G struct {
	r     *rand.Rand
	cases []Case
	names map[string]bool
}

const (
	alLower  = "abcdefghijklmnopqrstuvwxyz"
	alUpper  = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	alDigit  = "0123456789"
	alHex    = "0123456789abcdef"
	alHexU   = "0123456789ABCDEF"
	alAlnum  = alUpper + alLower + alDigit
	alLowNum = alLower + alDigit
	alUpNum  = alUpper + alDigit
	alB64    = alAlnum + "+/"
	alB64U   = alAlnum + "-_"
	alB32    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	alB58    = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
	alBech   = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
	alAWS    = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	alDjango = "abcdefghijklmnopqrstuvwxyz0123456789!@#%^&*(-_=+)"
	alSalt   = alAlnum + "!#%()*+,-./:;<=>?@[]^_{|}~"
)

var pwWords = strings.Fields(`Maple Orbit Falcon Cobalt Harbor Tiger Summer Winter
Pepper Rocket Violet Granite Sunset Quartz Badger Lemon Copper Walnut Meadow
Thunder Cactus Puffin Marble Saffron Juniper Lantern Pixel Velvet Nimbus Otter`)

var bipWords = strings.Fields(`abandon ability able about above absent absorb
abstract absurd abuse access accident account accuse achieve acid acoustic
acquire across act action actor actress actual adapt add addict address adjust
admit adult advance advice aerobic affair afford afraid again age agent agree
ahead aim air airport aisle alarm album alcohol alert alien all alley allow
almost alone alpha already also alter always amateur amazing among amount
amused analyst anchor ancient anger angle angry animal ankle announce annual
another answer antenna antique anxiety any apart apology appear apple approve
april arch arctic area arena argue arm armed armor army around arrange arrest
arrive arrow art artefact artist artwork ask aspect assault asset assist assume
asthma athlete atom attack attend attitude attract auction audit august aunt
author auto autumn average avocado avoid awake aware away awesome awful awkward
axis baby bachelor bacon badge bag balance balcony ball bamboo banana banner bar
barely bargain barrel base basic basket battle beach bean beauty because become
beef before begin behave behind believe below belt bench benefit best betray
better between beyond bicycle bid bike bind biology bird birth bitter black
blade blame blanket blast bleak bless blind blood blossom blouse blue blur
blush board boat body boil bomb bone bonus book boost border boring borrow boss
bottom bounce box boy bracket brain brand brass brave bread breeze brick bridge
brief bright bring brisk broccoli broken bronze broom brother brown brush
bubble buddy budget buffalo build bulb bulk bullet bundle bunker burden burger
burst bus business busy butter buyer buzz cabbage cabin cable cactus cage cake
call calm camera camp canal cancel candy cannon canoe canvas canyon capable
capital captain carbon card cargo carpet carry cart case cash casino castle
casual catalog catch category cattle caught cause caution cave ceiling celery
cement census century cereal certain chair chalk champion change chaos chapter
charge chase chat cheap check cheese chef cherry chest chicken chief child`)

// Generate returns the cases for seed; the same seed gives the same
// cases.
func Generate(seed uint64) []Case {
	g := &G{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15)), names: map[string]bool{}}
	g.envCases()
	g.containerCases()
	g.cloudCases()
	g.registryCases()
	g.vcsCases()
	g.databaseCases()
	g.appConfigCases()
	g.ciCases()
	g.httpCases()
	g.serviceCases()
	g.keyMaterialCases()
	g.sourceCases()
	g.logChatCases()
	g.miscCases()
	g.transcriptCases()
	g.appCases()
	g.benignCases()
	g.agentCases()
	g.infraCases()
	g.traceCases()
	g.documentCases()
	g.vendorCases()
	g.longtailCases()
	g.apiCases()
	g.dataCases()
	g.opsCases()
	g.devCases()
	g.aiCases()
	g.intlCases()
	g.idpCases()
	g.talkCases()
	g.langCases()
	g.entCases()
	g.dotCases()
	g.homeCases()
	g.webCases()
	g.telCases()
	g.rareCases()
	g.secCases()
	g.farCases()
	g.bizCases()
	g.mobCases() // after the batches before it, so that their values stay those of their first run
	g.encCases()
	g.proseCases()
	g.cfgwCases()         // after prose/, so that its values stay those of its first run
	g.idsCases()          // after cfgw/, so that its values stay those of its first run
	g.urlsCases()         // after ids/, so that its values stay those of its first run
	g.pasteCases()        // after urls/, so that its values stay those of its first run
	g.rowsCases()         // after paste/, so that its values stay those of its first run
	g.trafficCases()      // after rows/, so that its values stay those of its first run
	g.mailCases()         // after traffic/, so that its values stay those of its first run
	g.vcsDiffCases()      // after mail/, so that its values stay those of its first run
	g.vaultCases()        // after vcs/, so that its values stay those of its first run
	g.dumpCases()         // after vault/, so that its values stay those of its first run
	g.termCases()         // after dump/, so that its values stay those of its first run
	g.ideCases()          // after term/, so that its values stay those of its first run
	g.testCases()         // after ide/, so that its values stay those of its first run
	g.flagCases()         // after test/, so that its values stay those of its first run
	g.pipeCases()         // after flag/, so that its values stay those of its first run
	g.agentLogCases()     // after pipe/, so that its values stay those of its first run
	g.obsCases()          // after agentlog/, so that its values stay those of its first run
	g.sqlCases()          // after obs/, so that its values stay those of its first run
	g.sysCases()          // after sql/, so that its values stay those of its first run
	g.kubeCases()         // after sys/, so that its values stay those of its first run
	g.sciCases()          // after kube/, so that its values stay those of its first run
	g.web3Cases()         // after sci/, so that its values stay those of its first run
	g.gameCases()         // after web3/, so that its values stay those of its first run
	g.iacCases()          // after game/, so that its values stay those of its first run
	g.winCases()          // after iac/, so that its values stay those of its first run
	g.macCases()          // after win/, so that its values stay those of its first run
	g.buildCases()        // after mac/, so that its values stay those of its first run
	g.payCases()          // after build/, so that its values stay those of its first run
	g.netCases()          // after pay/, so that its values stay those of its first run
	g.nosqlCases()        // after net/, so that its values stay those of its first run
	g.legacyCases()       // after nosql/, so that its values stay those of its first run
	g.iotCases()          // after legacy/, so that its values stay those of its first run
	g.noviceCases()       // after iot/, so that its values stay those of its first run
	g.cicdCases()         // after novice/, so that its values stay those of its first run
	g.saasCases()         // after cicd/, so that its values stay those of its first run
	g.mediaCases()        // after saas/, so that its values stay those of its first run
	g.geoCases()          // after media/, so that its values stay those of its first run
	g.finCases()          // after geo/, so that its values stay those of its first run
	g.healthCases()       // after fin/, so that its values stay those of its first run
	g.adsCases()          // after health/, so that its values stay those of its first run
	g.chatopsCases()      // after ads/, so that its values stay those of its first run
	g.paasCases()         // after chatops/, so that its values stay those of its first run
	g.ecomCases()         // after paas/, so that its values stay those of its first run
	g.robotCases()        // after ecom/, so that its values stay those of its first run
	g.hpcCases()          // after robot/, so that its values stay those of its first run
	g.brokersCases()      // after hpc/, so that its values stay those of its first run
	g.mobiledevCases()    // after brokers/, so that its values stay those of its first run
	g.logisticsCases()    // after mobiledev/, so that its values stay those of its first run
	g.backupCases()       // after logistics/, so that its values stay those of its first run
	g.cmsCases()          // after backup/, so that its values stay those of its first run
	g.remoteCases()       // after cms/, so that its values stay those of its first run
	g.eduCases()          // after remote/, so that its values stay those of its first run
	g.govCases()          // after edu/, so that its values stay those of its first run
	g.mlopsCases()        // after gov/, so that its values stay those of its first run
	g.secopsCases()       // after mlops/, so that its values stay those of its first run
	g.emailCases()        // after secops/, so that its values stay those of its first run
	g.frontendCases()     // after email/, so that its values stay those of its first run
	g.pkgpubCases()       // after frontend/, so that its values stay those of its first run
	g.ffCases()           // after pkgpub/, so that its values stay those of its first run
	g.acmeCases()         // after ff/, so that its values stay those of its first run
	g.l10nCases()         // after acme/, so that its values stay those of its first run
	g.searchCases()       // after l10n/, so that its values stay those of its first run
	g.scrapeCases()       // after search/, so that its values stay those of its first run
	g.qaCases()           // after scrape/, so that its values stay those of its first run
	g.supportCases()      // after qa/, so that its values stay those of its first run
	g.nbCases()           // after support/, so that its values stay those of its first run
	g.erpCases()          // after nb/, so that its values stay those of its first run
	g.shellhistCases()    // after erp/, so that its values stay those of its first run
	g.dbaCases()          // after shellhist/, so that its values stay those of its first run
	g.mdmCases()          // after dba/, so that its values stay those of its first run
	g.voipCases()         // after mdm/, so that its values stay those of its first run
	g.dnsCases()          // after voip/, so that its values stay those of its first run
	g.mcpCases()          // after dns/, so that its values stay those of its first run
	g.lowcodeCases()      // after mcp/, so that its values stay those of its first run
	g.streamCases()       // after lowcode/, so that its values stay those of its first run
	g.crmCases()          // after stream/, so that its values stay those of its first run
	g.crashCases()        // after crm/, so that its values stay those of its first run
	g.printCases()        // after crash/, so that its values stay those of its first run
	g.selfhostCases()     // after print/, so that its values stay those of its first run
	g.vpnCases()          // after selfhost/, so that its values stay those of its first run
	g.gamedevCases()      // after vpn/, so that its values stay those of its first run
	g.botsCases()         // after gamedev/, so that its values stay those of its first run
	g.samlCases()         // after bots/, so that its values stay those of its first run
	g.browserextCases()   // after saml/, so that its values stay those of its first run
	g.cdnCases()          // after browserext/, so that its values stay those of its first run
	g.dataengCases()      // after cdn/, so that its values stay those of its first run
	g.dbgprintCases()     // after dataeng/, so that its values stay those of its first run
	g.testfixCases()      // after dbgprint/, so that its values stay those of its first run
	g.pwexportCases()     // after testfix/, so that its values stay those of its first run
	g.dcCases()           // after pwexport/, so that its values stay those of its first run
	g.clitokenCases()     // after dc/, so that its values stay those of its first run
	g.webauthCases()      // after clitoken/, so that its values stay those of its first run
	g.regionalCases()     // after webauth/, so that its values stay those of its first run
	g.aicfgCases()        // after regional/, so that its values stay those of its first run
	g.ctrCases()          // after aicfg/, so that its values stay those of its first run
	g.pentestCases()      // after ctr/, so that its values stay those of its first run
	g.webhooksCases()     // after pentest/, so that its values stay those of its first run
	g.scriptsCases()      // after webhooks/, so that its values stay those of its first run
	g.cfglangCases()      // after scripts/, so that its values stay those of its first run
	g.infraoutCases()     // after cfglang/, so that its values stay those of its first run
	g.diffsCases()        // after infraout/, so that its values stay those of its first run
	g.chatexportCases()   // after diffs/, so that its values stay those of its first run
	g.applogsCases()      // after chatexport/, so that its values stay those of its first run
	g.creddumpCases()     // after applogs/, so that its values stay those of its first run
	g.embeddedCases()     // after creddump/, so that its values stay those of its first run
	g.dbtoolsCases()      // after embedded/, so that its values stay those of its first run
	g.consolecopyCases()  // after dbtools/, so that its values stay those of its first run
	g.browserstateCases() // after consolecopy/, so that its values stay those of its first run
	g.migrationCases()    // after browserstate/, so that its values stay those of its first run
	g.serialCases()       // after migration/, so that its values stay those of its first run
	g.templatingCases()   // after serial/, so that its values stay those of its first run
	g.quotingCases()      // after templating/, so that its values stay those of its first run
	g.viewersCases()      // after quoting/, so that its values stay those of its first run
	g.userasksCases()     // after viewers/, so that its values stay those of its first run
	g.replCases()         // after userasks/, so that its values stay those of its first run
	g.grepoutCases()      // after repl/, so that its values stay those of its first run
	g.transportCases()    // after grepout/, so that its values stay those of its first run
	g.autherrsCases()     // after transport/, so that its values stay those of its first run
	g.tablesCases()       // after autherrs/, so that its values stay those of its first run
	g.richpasteCases()    // after tables/, so that its values stay those of its first run
	g.revengCases()       // after richpaste/, so that its values stay those of its first run
	g.httpfilesCases()    // after reveng/, so that its values stay those of its first run
	g.listingsCases()     // after httpfiles/, so that its values stay those of its first run
	g.serverlessCases()   // after listings/, so that its values stay those of its first run
	g.positionalCases()   // after serverless/, so that its values stay those of its first run
	g.buildcacheCases()   // after positional/, so that its values stay those of its first run
	g.llmappsCases()      // after buildcache/, so that its values stay those of its first run
	g.desktopCases()      // after llmapps/, so that its values stay those of its first run
	g.auditlogsCases()    // after desktop/, so that its values stay those of its first run
	g.proxiesCases()      // after auditlogs/, so that its values stay those of its first run
	g.ormCases()          // after proxies/, so that its values stay those of its first run
	g.devenvCases()       // after orm/, so that its values stay those of its first run
	g.schedulerCases()    // after devenv/, so that its values stay those of its first run
	g.panelsCases()       // after scheduler/, so that its values stay those of its first run
	g.notesCases()        // after panels/, so that its values stay those of its first run
	g.storageCases()      // after notes/, so that its values stay those of its first run
	g.biCases()           // after storage/, so that its values stay those of its first run
	g.forgeCases()        // after bi/, so that its values stay those of its first run
	g.statsCases()        // after forge/, so that its values stay those of its first run
	g.erpxCases()         // after stats/, so that its values stay those of its first run
	g.langxCases()        // after erpx/, so that its values stay those of its first run
	g.sdkinitCases()      // after langx/, so that its values stay those of its first run
	g.intlxCases()        // after sdkinit/, so that its values stay those of its first run
	g.vendorxCases()      // after intlx/, so that its values stay those of its first run
	g.frameworksCases()   // after vendorx/, so that its values stay those of its first run
	g.agentxCases()       // after fwk/, so that its values stay those of its first run
	return g.cases
}

// add fills tmpl with v and records the case. Literal benign strings that
// appear verbatim in tmpl are passed as benign.
func (g *G) add(name, tmpl string, v V, benign ...string) {
	if g.names[name] {
		panic("duplicate case name " + name)
	}
	g.names[name] = true
	tmpl = strings.TrimPrefix(tmpl, "\n")
	type ph struct {
		key string
		pos int
	}
	var phs []ph
	for k := range v {
		i := strings.Index(tmpl, "«"+k+"»")
		if i < 0 {
			panic(name + ": placeholder not used: " + k)
		}
		phs = append(phs, ph{k, i})
	}
	sort.Slice(phs, func(i, j int) bool { return phs[i].pos < phs[j].pos })
	text := tmpl
	for _, p := range phs {
		text = strings.ReplaceAll(text, "«"+p.key+"»", v[p.key])
	}
	if strings.Contains(text, "«") {
		panic(name + ": unfilled placeholder")
	}
	c := Case{Name: name, Text: text, Secrets: []string{}, Benign: []string{}}
	seen := map[string]bool{}
	for _, p := range phs {
		val := v[p.key]
		if seen[val] {
			continue
		}
		seen[val] = true
		if strings.HasPrefix(p.key, "=") {
			continue
		}
		if strings.HasPrefix(p.key, "_") {
			c.Benign = append(c.Benign, val)
		} else {
			c.Secrets = append(c.Secrets, val)
		}
	}
	for _, b := range benign {
		if !strings.Contains(text, b) {
			panic(name + ": benign not in text: " + b)
		}
		if !seen[b] {
			seen[b] = true
			c.Benign = append(c.Benign, b)
		}
	}
	g.cases = append(g.cases, c)
}

// ---- primitive generators ----

func (g *G) s(alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[g.r.IntN(len(alphabet))]
	}
	return string(b)
}

func (g *G) bytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(g.r.UintN(256))
	}
	return b
}

func (g *G) hex(n int) string  { return g.s(alHex, n) }
func (g *G) an(n int) string   { return g.s(alAlnum, n) }
func (g *G) b64u(n int) string { return g.s(alB64U, n) }
func (g *G) digits(n int) string {
	return string(alDigit[1+g.r.IntN(9)]) + g.s(alDigit, n-1)
}
func (g *G) pick(xs ...string) string { return xs[g.r.IntN(len(xs))] }

// b64 returns standard padded base64 of n random bytes.
func (g *G) b64(n int) string { return base64.StdEncoding.EncodeToString(g.bytes(n)) }

func b64s(s string) string   { return base64.StdEncoding.EncodeToString([]byte(s)) }
func b64raw(s string) string { return base64.RawURLEncoding.EncodeToString([]byte(s)) }
func wrap(s string, n int) string {
	var lines []string
	for len(s) > n {
		lines = append(lines, s[:n])
		s = s[n:]
	}
	lines = append(lines, s)
	return strings.Join(lines, "\n")
}

func (g *G) uuid() string {
	b := g.bytes(16)
	b[6] = b[6]&0x0f | 0x40
	b[8] = b[8]&0x3f | 0x80
	h := hex.EncodeToString(b)
	return h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:]
}

// ---- passwords ----

// pw is a human-style password: two words, digits and a symbol.
func (g *G) pw() string {
	return g.pick(pwWords...) + g.pick(pwWords...) + g.s(alDigit, 2+g.r.IntN(3)) + g.pick("!", "#", "%", "@", "*", "?", "-", "_", ".")
}

// pwURL is a password safe to embed in a URL or shell word unquoted.
func (g *G) pwURL() string {
	if g.r.IntN(2) == 0 {
		return g.an(16 + g.r.IntN(9))
	}
	return g.pick(pwWords...) + g.s(alDigit, 3) + g.pick(pwWords...) + g.s(alDigit, 2)
}

// pwStrong is a generated password with symbols (no quotes, spaces, backslash, $).
func (g *G) pwStrong() string {
	return g.s(alAlnum+"!#%*+-.:=?@^_~", 20+g.r.IntN(8))
}

// ---- credential formats ----

func (g *G) awsID() string      { return "AKIA" + g.s(alAWS, 16) }
func (g *G) awsTempID() string  { return "ASIA" + g.s(alAWS, 16) }
func (g *G) awsSecret() string  { return g.s(alB64, 40) }
func (g *G) awsSession() string { return "IQoJb3JpZ2luX2VjE" + g.s(alB64, 340) + "=" }
func (g *G) ghp() string        { return "ghp_" + g.an(36) }
func (g *G) gho() string        { return "gho_" + g.an(36) }
func (g *G) ghs() string        { return "ghs_" + g.an(36) }
func (g *G) ghu() string        { return "ghu_" + g.an(36) }
func (g *G) ghFine() string     { return "github_pat_11" + g.s(alUpNum, 20) + "_" + g.an(59) }
func (g *G) glpat() string      { return "glpat-" + g.b64u(20) }
func (g *G) xoxb() string {
	return "xoxb-" + g.digits(12) + "-" + g.digits(13) + "-" + g.an(24)
}
func (g *G) xoxp() string {
	return "xoxp-" + g.digits(12) + "-" + g.digits(12) + "-" + g.digits(13) + "-" + g.hex(32)
}
func (g *G) xapp() string {
	return "xapp-1-A" + g.s(alUpNum, 10) + "-" + g.digits(13) + "-" + g.hex(64)
}
func (g *G) slackT() string      { return "T" + g.s(alUpNum, 8) }
func (g *G) slackB() string      { return "B" + g.s(alUpNum, 10) }
func (g *G) skLive() string      { return "sk_live_51" + g.an(97) }
func (g *G) skTest() string      { return "sk_test_51" + g.an(97) }
func (g *G) rkLive() string      { return "rk_live_51" + g.an(97) }
func (g *G) pkLive() string      { return "pk_live_51" + g.an(97) }
func (g *G) whsec() string       { return "whsec_" + g.an(32) }
func (g *G) twilioSID() string   { return "AC" + g.hex(32) }
func (g *G) sendgrid() string    { return "SG." + g.b64u(22) + "." + g.b64u(43) }
func (g *G) openai() string      { return "sk-proj-" + g.b64u(74) + "T3BlbkFJ" + g.b64u(74) }
func (g *G) openaiOld() string   { return "sk-" + g.an(20) + "T3BlbkFJ" + g.an(20) }
func (g *G) openaiSvc() string   { return "sk-svcacct-" + g.b64u(74) + "T3BlbkFJ" + g.b64u(74) }
func (g *G) anthropic() string   { return "sk-ant-api03-" + g.b64u(93) + "AA" }
func (g *G) antAdmin() string    { return "sk-ant-admin01-" + g.b64u(93) + "AA" }
func (g *G) googleKey() string   { return "AIza" + g.b64u(35) }
func (g *G) gocspx() string      { return "GOCSPX-" + g.b64u(28) }
func (g *G) ya29() string        { return "ya29.a0" + g.b64u(200) }
func (g *G) gRefresh() string    { return "1//0" + g.b64u(99) }
func (g *G) azStorage() string   { return g.b64(64) }
func (g *G) azSecret() string    { return g.an(3) + "8Q~" + g.s(alAlnum+"_~.-", 31) }
func (g *G) azDevops() string    { return g.s("abcdefghijklmnopqrstuvwxyz234567", 52) }
func (g *G) sentryUser() string  { return "sntryu_" + g.hex(64) }
func (g *G) shpat() string       { return "shpat_" + g.hex(32) }
func (g *G) hubspot() string     { return "pat-na1-" + g.uuid() }
func (g *G) mailgun() string     { return "key-" + g.hex(32) }
func (g *G) mailchimp() string   { return g.hex(32) + "-us" + g.pick("6", "14", "19", "21") }
func (g *G) cfToken() string     { return g.b64u(40) }
func (g *G) cfGlobal() string    { return g.hex(37) }
func (g *G) doToken() string     { return "dop_v1_" + g.hex(64) }
func (g *G) heroku() string      { return "HRKU-AA" + g.b64u(58) }
func (g *G) vercel() string      { return g.an(24) }
func (g *G) netlify() string     { return "nfp_" + g.an(36) }
func (g *G) supabasePAT() string { return "sbp_" + g.hex(40) }
func (g *G) okta() string        { return "00" + g.b64u(40) }
func (g *G) atlassian() string {
	return "ATATT3xFfGF0" + g.b64u(170) + "=" + g.s(alHexU, 8)
}
func (g *G) npmTok() string    { return "npm_" + g.an(36) }
func (g *G) pypiTok() string   { return "pypi-AgEIcHlwaS5vcmcCJG" + g.b64u(140) }
func (g *G) dockerPAT() string { return "dckr_pat_" + g.b64u(27) }
func (g *G) hfTok() string     { return "hf_" + g.s(alUpper+alLower, 34) }
func (g *G) linear() string    { return "lin_api_" + g.an(40) }
func (g *G) postman() string   { return "PMAK-" + g.hex(24) + "-" + g.hex(34) }
func (g *G) grafanaSA() string {
	return "glsa_" + g.an(32) + "_" + g.hex(8)
}
func (g *G) newrelicUser() string { return "NRAK-" + g.s(alUpNum, 27) }
func (g *G) tfcToken() string     { return g.an(14) + ".atlasv1." + g.an(67) }
func (g *G) vaultTok() string     { return "hvs.CAESI" + g.b64u(81) }
func (g *G) vaultOld() string     { return "hvs." + g.an(24) }
func (g *G) opToken() string      { return "ops_eyJ" + g.b64u(300) }
func (g *G) pulumi() string       { return "pul-" + g.hex(40) }
func (g *G) doppler() string      { return "dp.st.prd." + g.an(43) }
func (g *G) discordBot() string {
	return b64raw(g.digits(18)) + "." + g.b64u(6) + "." + g.b64u(38)
}
func (g *G) telegram() string { return g.digits(10) + ":AA" + g.b64u(33) }
func (g *G) square() string   { return "EAAA" + g.b64u(60) }
func (g *G) mapboxSK() string {
	return "sk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImNs" + g.b64u(20) + "." + g.b64u(22)
}
func (g *G) mapboxPK() string {
	return "pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6ImNs" + g.b64u(20) + "." + g.b64u(22)
}
func (g *G) notion() string     { return "ntn_" + g.digits(11) + g.an(35) }
func (g *G) airtable() string   { return "pat" + g.an(14) + "." + g.hex(64) }
func (g *G) figma() string      { return "figd_" + g.b64u(40) }
func (g *G) replicate() string  { return "r8_" + g.an(37) }
func (g *G) groq() string       { return "gsk_" + g.an(52) }
func (g *G) pplx() string       { return "pplx-" + g.an(48) }
func (g *G) xai() string        { return "xai-" + g.an(80) }
func (g *G) openrouter() string { return "sk-or-v1-" + g.hex(64) }
func (g *G) pinecone() string   { return "pcsk_" + g.an(5) + "_" + g.an(64) }
func (g *G) langsmith() string  { return "lsv2_pt_" + g.hex(32) + "_" + g.hex(10) }
func (g *G) tailscale() string {
	return "tskey-auth-k" + g.an(10) + "CNTRL-" + g.an(33)
}
func (g *G) ngrok() string       { return g.digits(1) + g.an(26) + "_" + g.an(21) }
func (g *G) rubygems() string    { return "rubygems_" + g.hex(48) }
func (g *G) swarm() string       { return "SWMTKN-1-" + g.s(alLowNum, 50) + "-" + g.s(alLowNum, 25) }
func (g *G) kubeadm() string     { return g.s(alLowNum, 6) + "." + g.s(alLowNum, 16) }
func (g *G) bcrypt() string      { return "$2b$12$" + g.s(alAlnum+"./", 53) }
func (g *G) firebaseFCM() string { return "AAAA" + g.b64u(7) + ":APA91b" + g.b64u(134) }
func (g *G) braintree() string {
	return "access_token$production$" + g.s(alLowNum, 16) + "$" + g.hex(32)
}
func (g *G) djangoKey() string     { return "django-insecure-" + g.s(alDjango, 50) }
func (g *G) laravelKey() string    { return "base64:" + g.b64(32) }
func (g *G) ethAddr() string       { return "0x" + g.hex(40) }
func (g *G) ethPriv() string       { return "0x" + g.hex(64) }
func (g *G) wif() string           { return g.pick("K", "L") + g.s(alB58, 51) }
func (g *G) ageSecret() string     { return "AGE-SECRET-KEY-1" + strings.ToUpper(g.s(alBech, 58)) }
func (g *G) agePublic() string     { return "age1" + g.s(alBech, 58) }
func (g *G) totp() string          { return g.s(alB32, 32) }
func (g *G) esAPIKey() string      { return b64s(g.b64u(20) + ":" + g.b64u(22)) }
func (g *G) sessionHex() string    { return g.hex(64) }
func (g *G) djangoSession() string { return g.s(alLowNum, 32) }
func (g *G) gitSHA() string        { return g.hex(40) }

func (g *G) seedPhrase(n int) string {
	w := make([]string, n)
	for i := range w {
		w[i] = bipWords[g.r.IntN(len(bipWords))]
	}
	return strings.Join(w, " ")
}

// jwt builds a JWT with the given JSON payload and a random signature.
func (g *G) jwt(alg, payload string) string {
	h := b64raw(`{"alg":"` + alg + `","typ":"JWT"}`)
	sigLen := 43
	if strings.HasPrefix(alg, "RS") {
		sigLen = 342
	}
	return h + "." + b64raw(payload) + "." + g.b64u(sigLen)
}

func (g *G) userJWT() string {
	iat := 1717000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"sub":"%s","email":"dev%d@example.com","iat":%d,"exp":%d}`,
		g.uuid(), g.r.IntN(1000), iat, iat+3600))
}

func (g *G) supabaseService() string {
	iat := 1700000000 + g.r.IntN(20000000)
	return g.jwt("HS256", fmt.Sprintf(`{"iss":"supabase","ref":"%s","role":"service_role","iat":%d,"exp":%d}`,
		g.s(alLower, 20), iat, iat+315360000))
}

func (g *G) k8sSAToken() string {
	iat := 1710000000 + g.r.IntN(20000000)
	return g.jwt("RS256", fmt.Sprintf(`{"aud":["https://kubernetes.default.svc"],"exp":%d,"iat":%d,"iss":"https://kubernetes.default.svc","kubernetes.io":{"namespace":"ci","serviceaccount":{"name":"deployer","uid":"%s"}},"sub":"system:serviceaccount:ci:deployer"}`,
		iat+31536000, iat, g.uuid()))
}

// ---- key material ----

type pemKey struct {
	begin, body, end string
}

func (p pemKey) block() string { return p.begin + "\n" + p.body + "\n" + p.end }

func (g *G) pemFromDER(typ string, der []byte) pemKey {
	return pemKey{
		begin: "-----BEGIN " + typ + "-----",
		body:  wrap(base64.StdEncoding.EncodeToString(der), 64),
		end:   "-----END " + typ + "-----",
	}
}

// rsaPEM returns a PKCS#1 RSA private key shaped PEM with a random body.
func (g *G) rsaPEM() pemKey {
	der := append([]byte{0x30, 0x82, 0x04, 0xa4, 0x02, 0x01, 0x00, 0x02, 0x82, 0x01, 0x01, 0x00}, g.bytes(1180)...)
	return g.pemFromDER("RSA PRIVATE KEY", der)
}

// pkcs8RSAPEM returns a PKCS#8 RSA private key shaped PEM with a random body.
func (g *G) pkcs8RSAPEM() pemKey {
	prefix := []byte{0x30, 0x82, 0x04, 0xbd, 0x02, 0x01, 0x00, 0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7,
		0x0d, 0x01, 0x01, 0x01, 0x05, 0x00, 0x04, 0x82, 0x04, 0xa7, 0x30, 0x82, 0x04, 0xa3, 0x02, 0x01, 0x00, 0x02,
		0x82, 0x01, 0x01, 0x00}
	return g.pemFromDER("PRIVATE KEY", append(prefix, g.bytes(1180)...))
}

// ecPKCS8 returns a real PKCS#8 P-256 private key derived from random bytes.
func (g *G) ecPKCS8() pemKey {
	for {
		k, err := ecdh.P256().NewPrivateKey(g.bytes(32))
		if err != nil {
			continue
		}
		der, err := x509.MarshalPKCS8PrivateKey(k)
		if err != nil {
			panic(err)
		}
		return g.pemFromDER("PRIVATE KEY", der)
	}
}

// ecSEC1 returns an "EC PRIVATE KEY" shaped PEM with a random body.
func (g *G) ecSEC1() pemKey {
	der := append([]byte{0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20}, g.bytes(32)...)
	der = append(der, 0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07, 0xa1, 0x44, 0x03, 0x42, 0x00, 0x04)
	der = append(der, g.bytes(64)...)
	return g.pemFromDER("EC PRIVATE KEY", der)
}

func sshString(b []byte) []byte {
	out := binary.BigEndian.AppendUint32(nil, uint32(len(b)))
	return append(out, b...)
}

// sshEd25519 returns a real OpenSSH ed25519 private key and its public key line.
func (g *G) sshEd25519(comment string) (pemKey, string) {
	priv := ed25519.NewKeyFromSeed(g.bytes(32))
	pub := priv.Public().(ed25519.PublicKey)
	pubBlob := append(sshString([]byte("ssh-ed25519")), sshString(pub)...)
	check := g.bytes(4)
	var sec []byte
	sec = append(sec, check...)
	sec = append(sec, check...)
	sec = append(sec, sshString([]byte("ssh-ed25519"))...)
	sec = append(sec, sshString(pub)...)
	sec = append(sec, sshString(priv)...)
	sec = append(sec, sshString([]byte(comment))...)
	for i := byte(1); len(sec)%8 != 0; i++ {
		sec = append(sec, i)
	}
	var blob []byte
	blob = append(blob, []byte("openssh-key-v1\x00")...)
	blob = append(blob, sshString([]byte("none"))...)
	blob = append(blob, sshString([]byte("none"))...)
	blob = append(blob, sshString(nil)...)
	blob = binary.BigEndian.AppendUint32(blob, 1)
	blob = append(blob, sshString(pubBlob)...)
	blob = append(blob, sshString(sec)...)
	k := pemKey{
		begin: "-----BEGIN OPENSSH PRIVATE KEY-----",
		body:  wrap(base64.StdEncoding.EncodeToString(blob), 70),
		end:   "-----END OPENSSH PRIVATE KEY-----",
	}
	return k, "ssh-ed25519 " + base64.StdEncoding.EncodeToString(pubBlob)
}

// sshRSAPub returns a public RSA key line body with a random modulus.
func (g *G) sshRSAPub() string {
	blob := append(sshString([]byte("ssh-rsa")), sshString([]byte{1, 0, 1})...)
	mod := append([]byte{0}, g.bytes(256)...)
	mod[1] |= 0x80
	blob = append(blob, sshString(mod)...)
	return "ssh-rsa " + base64.StdEncoding.EncodeToString(blob)
}

// wireguard returns a real X25519 private key and its public key, base64.
func (g *G) wireguard() (string, string) {
	b := g.bytes(32)
	b[0] &= 248
	b[31] = b[31]&127 | 64
	k, err := ecdh.X25519().NewPrivateKey(b)
	if err != nil {
		panic(err)
	}
	return base64.StdEncoding.EncodeToString(b), base64.StdEncoding.EncodeToString(k.PublicKey().Bytes())
}

// pgpPrivate returns a PGP private key block shaped armor with a random body.
func (g *G) pgpPrivate() pemKey {
	body := wrap("lQVYBG"+g.s(alB64, 1700), 64) + "\n=" + g.s(alB64, 4)
	return pemKey{
		begin: "-----BEGIN PGP PRIVATE KEY BLOCK-----\n",
		body:  body,
		end:   "-----END PGP PRIVATE KEY BLOCK-----",
	}
}

// certPEM returns a public certificate shaped PEM with a random body.
func (g *G) certPEM() pemKey {
	der := append([]byte{0x30, 0x82, 0x03, 0x0d, 0x30, 0x82, 0x01, 0xf5, 0xa0, 0x03, 0x02, 0x01, 0x02, 0x02, 0x14}, g.bytes(760)...)
	return g.pemFromDER("CERTIFICATE", der)
}

// jsonEsc turns real newlines into the two characters \n, as in JSON strings.
func jsonEsc(s string) string { return strings.ReplaceAll(s, "\n", `\n`) }

func (g *G) envCases() {
	g.add("dotenv-node-app", `
$ cat .env
NODE_ENV=production
PORT=3000
OPENAI_API_KEY=«a»
STRIPE_SECRET_KEY=«b»
STRIPE_WEBHOOK_SECRET=«c»
DATABASE_URL=postgres://app_user:«d»@db.prod.internal:5432/app
LOG_LEVEL=info
`, V{"a": g.openai(), "b": g.skLive(), "c": g.whsec(), "d": g.pwURL()},
		"NODE_ENV=production", "app_user", "db.prod.internal")

	g.add("dotenv-quoted-export", `
# local secrets, do not commit
export ANTHROPIC_API_KEY="«a»"
export GITHUB_TOKEN='«b»'
export AWS_REGION=eu-west-1
export HF_TOKEN=«c»
`, V{"a": g.anthropic(), "b": g.ghp(), "c": g.hfTok()}, "AWS_REGION=eu-west-1", "ANTHROPIC_API_KEY")

	g.add("dotenv-laravel", `
APP_NAME=Shopfront
APP_ENV=local
APP_KEY=«a»
APP_DEBUG=true
APP_URL=http://shopfront.test

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=shopfront
DB_USERNAME=shopfront
DB_PASSWORD=«b»

MAIL_MAILER=smtp
MAIL_HOST=smtp.mailgun.org
MAIL_USERNAME=postmaster@mg.shopfront.io
MAIL_PASSWORD=«c»

AWS_ACCESS_KEY_ID=«d»
AWS_SECRET_ACCESS_KEY=«e»
AWS_BUCKET=shopfront-media
`, V{"a": g.laravelKey(), "b": g.pw(), "c": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "d": g.awsID(), "e": g.awsSecret()},
		"http://shopfront.test", "postmaster@mg.shopfront.io", "shopfront-media")

	g.add("dotenv-nextjs-supabase", `
NEXT_PUBLIC_SUPABASE_URL=https://«_r».supabase.co
SUPABASE_SERVICE_ROLE_KEY=«a»
NEXTAUTH_URL=http://localhost:3000
NEXTAUTH_SECRET=«b»
GOOGLE_CLIENT_ID=«_c».apps.googleusercontent.com
GOOGLE_CLIENT_SECRET=«d»
`, V{"_r": g.s(alLower, 20), "a": g.supabaseService(), "b": g.b64(32), "_c": g.digits(12) + "-" + g.s(alLowNum, 32), "d": g.gocspx()},
		"NEXTAUTH_URL=http://localhost:3000")

	g.add("dotenv-commented-old-key", `
# rotated 2024-03-02, old key kept for reference
# SENDGRID_API_KEY=«a»
SENDGRID_API_KEY=«b»
SENDGRID_FROM=noreply@acme-mail.com
`, V{"a": g.sendgrid(), "b": g.sendgrid()}, "noreply@acme-mail.com", "rotated 2024-03-02")

	g.add("env-command-output", `
$ env | sort
AWS_DEFAULT_REGION=us-east-1
AWS_SECRET_ACCESS_KEY=«a»
AWS_ACCESS_KEY_ID=«b»
COLORTERM=truecolor
GH_TOKEN=«c»
HOME=/home/dana
LANG=en_US.UTF-8
PATH=/home/dana/.local/bin:/usr/local/go/bin:/usr/bin:/bin
PWD=/home/dana/src/billing
SHELL=/bin/zsh
TERM=xterm-256color
USER=dana
`, V{"a": g.awsSecret(), "b": g.awsID(), "c": g.gho()}, "/home/dana/src/billing", "AWS_DEFAULT_REGION=us-east-1", "xterm-256color")

	g.add("printenv-single", `
$ printenv HUGGING_FACE_HUB_TOKEN
«a»
$ printenv HF_HOME
/data/hf-cache
`, V{"a": g.hfTok()}, "/data/hf-cache", "HUGGING_FACE_HUB_TOKEN")

	g.add("envrc-direnv", `
$ cat .envrc
use flake
export VAULT_ADDR=https://vault.corp.example.net:8200
export VAULT_TOKEN=«a»
export TF_VAR_cloudflare_api_token=«b»
dotenv_if_exists .env.local
`, V{"a": g.vaultTok(), "b": g.cfToken()}, "https://vault.corp.example.net:8200", "TF_VAR_cloudflare_api_token")

	g.add("docker-run-env-flags", `
$ docker run -d --name worker \
    -e REDIS_URL=redis://:«a»@cache-01.internal:6379/0 \
    -e SENTRY_DSN=https://«=dsn»@o«_o».ingest.sentry.io/«_p» \
    -e SLACK_BOT_TOKEN=«c» \
    ghcr.io/acme/worker:1.14.2
`, V{"a": g.pwURL(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7), "c": g.xoxb()},
		"ghcr.io/acme/worker:1.14.2", "cache-01.internal")

	g.add("systemd-unit-environment", `
$ systemctl cat api.service
# /etc/systemd/system/api.service
[Unit]
Description=Acme API
After=network-online.target

[Service]
User=api
Environment="DB_PASSWORD=«a»"
Environment=JWT_SECRET=«b»
Environment=PAGERDUTY_ROUTING_KEY=«c»
ExecStart=/opt/api/bin/api --listen :8080
Restart=always
`, V{"a": g.pw(), "b": g.hex(64), "c": g.hex(32)}, "/opt/api/bin/api", "network-online.target")

	g.add("flaskenv-secret-key", `
FLASK_APP=app:create_app
FLASK_DEBUG=1
SECRET_KEY=«a»
SQLALCHEMY_DATABASE_URI=mysql+pymysql://flask:«b»@localhost/blog
`, V{"a": g.hex(48), "b": g.pwURL()}, "FLASK_APP=app:create_app", "mysql+pymysql://flask:")

	g.add("heroku-config-output", `
$ heroku config -a acme-billing
=== acme-billing Config Vars
DATABASE_URL:          postgres://u«_u»:«a»@ec2-54-87-12-3.compute-1.amazonaws.com:5432/d«_d»
PAPERTRAIL_API_TOKEN:  «b»
REDIS_TLS_URL:         rediss://:«c»@ec2-3-220-81-4.compute-1.amazonaws.com:12410
RAILS_MASTER_KEY:      «d»
WEB_CONCURRENCY:       2
`, V{"_u": g.s(alLowNum, 13), "a": g.hex(64), "_d": g.s(alLowNum, 13), "b": g.an(20), "c": g.hex(64), "d": g.hex(32)},
		"acme-billing", "WEB_CONCURRENCY:       2")

	g.add("dotenv-ai-providers", `
GROQ_API_KEY=«a»
PERPLEXITY_API_KEY=«b»
XAI_API_KEY=«c»
OPENROUTER_API_KEY=«d»
REPLICATE_API_TOKEN=«e»
DEFAULT_MODEL=llama-3.1-70b-versatile
`, V{"a": g.groq(), "b": g.pplx(), "c": g.xai(), "d": g.openrouter(), "e": g.replicate()}, "llama-3.1-70b-versatile", "OPENROUTER_API_KEY")

	g.add("dotenv-inline-comment-and-spaces", `
API_BASE = https://api.acme.dev/v2
API_KEY = «a»   # prod key, rotate quarterly
API_SECRET="«b»" # paired with API_KEY
TIMEOUT_MS = 5000
`, V{"a": g.an(32), "b": g.b64u(48)}, "https://api.acme.dev/v2", "TIMEOUT_MS = 5000")
}

func (g *G) containerCases() {
	g.add("docker-compose-env-list", `
services:
  db:
    image: postgres:16-alpine
    environment:
      - POSTGRES_USER=orders
      - POSTGRES_PASSWORD=«a»
      - POSTGRES_DB=orders
    ports:
      - "5432:5432"
  api:
    build: .
    environment:
      - DATABASE_URL=postgresql://orders:«a»@db:5432/orders
      - MAPBOX_TOKEN=«b»
    depends_on: [db]
`, V{"a": g.pwURL(), "b": g.mapboxSK()}, "postgres:16-alpine", "POSTGRES_USER=orders")

	g.add("docker-compose-env-map", `
version: "3.9"
services:
  mysql:
    image: mysql:8.4
    environment:
      MYSQL_ROOT_PASSWORD: "«a»"
      MYSQL_USER: wordpress
      MYSQL_PASSWORD: '«b»'
  wordpress:
    image: wordpress:6.5-php8.2-apache
    environment:
      WORDPRESS_DB_HOST: mysql:3306
      WORDPRESS_DB_USER: wordpress
      WORDPRESS_DB_PASSWORD: «b»
      WORDPRESS_AUTH_KEY: '«c»'
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.s(alAlnum+"!#%()*+,-./:;<=>?@[]^_|~", 64)},
		"wordpress:6.5-php8.2-apache", "WORDPRESS_DB_HOST: mysql:3306")

	g.add("k8s-secret-stringdata", `
apiVersion: v1
kind: Secret
metadata:
  name: payments-api
  namespace: payments
type: Opaque
stringData:
  STRIPE_API_KEY: «a»
  DB_PASSWORD: "«b»"
  TWILIO_AUTH_TOKEN: «c»
  TWILIO_ACCOUNT_SID: «_d»
`, V{"a": g.rkLive(), "b": g.pw(), "c": g.hex(32), "_d": g.twilioSID()}, "payments-api", "namespace: payments")

	p1, p2, p3 := g.pwStrong(), g.pwURL(), g.ghp()
	g.add("k8s-secret-data-base64", `
apiVersion: v1
kind: Secret
metadata:
  name: registry-and-db
  namespace: default
type: Opaque
data:
  username: «_u»
  password: «a»
  redis-password: «b»
  github-token: «c»
`, V{"_u": b64s("svc-deploy"), "a": b64s(p1), "b": b64s(p2), "c": b64s(p3)}, "registry-and-db")

	pw := g.pwStrong()
	enc := b64s(pw)
	g.add("kubectl-get-secret-last-applied", `
$ kubectl get secret grafana-admin -n monitoring -o yaml
apiVersion: v1
data:
  admin-password: «a»
  admin-user: «_u»
kind: Secret
metadata:
  annotations:
    kubectl.kubernetes.io/last-applied-configuration: |
      {"apiVersion":"v1","data":{"admin-password":"«a»","admin-user":"«_u»"},"kind":"Secret","metadata":{"annotations":{},"name":"grafana-admin","namespace":"monitoring"},"type":"Opaque"}
  creationTimestamp: "2024-05-14T09:12:44Z"
  name: grafana-admin
  namespace: monitoring
  resourceVersion: "«_rv»"
  uid: «_id»
type: Opaque
`, V{"a": enc, "_u": b64s("admin"), "_rv": g.digits(8), "_id": g.uuid()}, "grafana-admin")

	g.add("kubectl-create-secret-literal", `
$ kubectl create secret generic app-secrets \
    --from-literal=DJANGO_SECRET_KEY='«a»' \
    --from-literal=DATABASE_PASSWORD=«b» \
    --from-literal=SENDGRID_API_KEY=«c» \
    -n web --dry-run=client -o yaml | kubectl apply -f -
secret/app-secrets created
`, V{"a": g.djangoKey(), "b": g.pwURL(), "c": g.sendgrid()}, "secret/app-secrets created", "--dry-run=client")

	g.add("helm-values-yaml", `
# values-prod.yaml
image:
  repository: registry.acme.io/platform/keycloak
  tag: 24.0.4
auth:
  adminUser: admin
  adminPassword: «a»
postgresql:
  enabled: true
  auth:
    username: keycloak
    password: «b»
    postgresPassword: «c»
    database: keycloak
redis:
  auth:
    enabled: true
    password: "«d»"
ingress:
  hostname: sso.acme.io
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pwStrong(), "d": g.an(32)}, "registry.acme.io/platform/keycloak", "sso.acme.io")

	g.add("helm-install-set", `
$ helm upgrade --install gitlab-runner gitlab/gitlab-runner \
    --namespace ci \
    --set gitlabUrl=https://gitlab.acme.io/ \
    --set runnerToken=«a» \
    --set rbac.create=true
Release "gitlab-runner" has been upgraded. Happy Helming!
`, V{"a": "glrt-" + g.b64u(20)}, "https://gitlab.acme.io/", "gitlab/gitlab-runner")

	g.add("kubeconfig-token", `
apiVersion: v1
kind: Config
clusters:
- cluster:
    server: https://10.20.0.1:6443
    insecure-skip-tls-verify: true
  name: staging
contexts:
- context:
    cluster: staging
    namespace: ci
    user: deployer
  name: staging
current-context: staging
users:
- name: deployer
  user:
    token: «a»
`, V{"a": g.k8sSAToken()}, "https://10.20.0.1:6443", "current-context: staging")

	ca := g.certPEM()
	key := g.ecSEC1()
	g.add("kubeconfig-client-key-data", `
apiVersion: v1
clusters:
- cluster:
    certificate-authority-data: «_ca»
    server: https://kind-control-plane:6443
  name: kind-dev
users:
- name: kind-dev
  user:
    client-key-data: «a»
`, V{"_ca": b64s(ca.block() + "\n"), "a": b64s(key.block() + "\n")}, "https://kind-control-plane:6443")

	dpat := g.dockerPAT()
	g.add("docker-config-json-auths", `
$ cat ~/.docker/config.json
{
	"auths": {
		"https://index.docker.io/v1/": {
			"auth": "«a»"
		},
		"ghcr.io": {
			"auth": "«b»"
		},
		"registry.gitlab.com": {}
	},
	"credsStore": "desktop",
	"currentContext": "default"
}
`, V{"a": b64s("dana42:" + dpat), "b": b64s("dana-ci:" + g.ghp())}, "https://index.docker.io/v1/", "\"credsStore\": \"desktop\"")

	g.add("docker-login-password-flag", `
$ docker login registry.acme.io -u robot$ci-push -p «a»
WARNING! Using --password via the CLI is insecure. Use --password-stdin.
Login Succeeded
`, V{"a": g.an(32)}, "registry.acme.io", "robot$ci-push")

	g.add("docker-login-stdin-echo", `
$ echo «a» | docker login -u danak --password-stdin
Login Succeeded
$ echo "«b»" | docker login ghcr.io -u danak --password-stdin
Login Succeeded
`, V{"a": g.dockerPAT(), "b": g.ghp()}, "danak", "Login Succeeded")

	g.add("kustomize-secret-generator", `
# kustomization.yaml
resources:
  - deployment.yaml
secretGenerator:
  - name: mailer
    literals:
      - SMTP_USER=apikey
      - SMTP_PASS=«a»
      - MAILGUN_API_KEY=«b»
`, V{"a": g.sendgrid(), "b": g.mailgun()}, "SMTP_USER=apikey", "deployment.yaml")

	g.add("docker-build-arg", `
$ docker build --build-arg NPM_TOKEN=«a» --build-arg NODE_VERSION=20.12 -t acme/web:dev .
[+] Building 41.2s (14/14) FINISHED
 => [internal] load build definition from Dockerfile
`, V{"a": g.npmTok()}, "NODE_VERSION=20.12", "acme/web:dev")

	g.add("dockerfile-env-hardcoded", `
FROM python:3.12-slim
WORKDIR /app
ENV PIP_INDEX_URL=https://build:«a»@pypi.acme.io/simple/
ENV OPENAI_API_KEY=«b»
COPY requirements.txt .
RUN pip install -r requirements.txt
`, V{"a": g.pwURL(), "b": g.openaiOld()}, "python:3.12-slim", "pypi.acme.io/simple/")

	g.add("docker-inspect-env", `
$ docker inspect --format '{{json .Config.Env}}' billing-api | jq .
[
  "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  "DD_API_KEY=«a»",
  "DD_SITE=datadoghq.eu",
  "DB_PASS=«b»",
  "GO_VERSION=1.22.3"
]
`, V{"a": g.hex(32), "b": g.pw()}, "DD_SITE=datadoghq.eu", "GO_VERSION=1.22.3")
}

func (g *G) cloudCases() {
	g.add("aws-credentials-file", `
$ cat ~/.aws/credentials
[default]
aws_access_key_id = «a»
aws_secret_access_key = «b»

[prod-admin]
aws_access_key_id=«c»
aws_secret_access_key=«d»
aws_session_token=«e»
region=us-west-2
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.awsTempID(), "d": g.awsSecret(), "e": g.awsSession()}, "[prod-admin]", "region=us-west-2")

	g.add("aws-sts-assume-role-json", `
$ aws sts assume-role --role-arn arn:aws:iam::«_acct»:role/Deployer --role-session-name ci
{
    "Credentials": {
        "AccessKeyId": "«a»",
        "SecretAccessKey": "«b»",
        "SessionToken": "«c»",
        "Expiration": "2024-06-01T13:05:22+00:00"
    },
    "AssumedRoleUser": {
        "AssumedRoleId": "AROA«_rid»:ci",
        "Arn": "arn:aws:sts::«_acct»:assumed-role/Deployer/ci"
    }
}
`, V{"_acct": g.digits(12), "a": g.awsTempID(), "b": g.awsSecret(), "c": g.awsSession(), "_rid": g.s(alAWS, 17)}, "2024-06-01T13:05:22+00:00")

	sa := g.pkcs8RSAPEM()
	g.add("gcp-service-account-json", `
$ cat deploy/sa.json
{
  "type": "service_account",
  "project_id": "acme-analytics-prod",
  "private_key_id": "«=kid»",
  "private_key": "-----BEGIN PRIVATE KEY-----\n«a»\n-----END PRIVATE KEY-----\n",
  "client_email": "bq-loader@acme-analytics-prod.iam.gserviceaccount.com",
  "client_id": "«_cid»",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token",
  "universe_domain": "googleapis.com"
}
`, V{"=kid": g.hex(40), "a": jsonEsc(sa.body), "_cid": g.digits(21)}, "bq-loader@acme-analytics-prod.iam.gserviceaccount.com", "acme-analytics-prod")

	g.add("gcloud-print-access-token", `
$ gcloud auth print-access-token
«a»
$ curl -s -H "Authorization: Bearer $(gcloud auth print-access-token)" https://storage.googleapis.com/storage/v1/b?project=acme-data
`, V{"a": g.ya29()}, "https://storage.googleapis.com/storage/v1/b?project=acme-data", "gcloud auth print-access-token")

	g.add("azure-sp-create-for-rbac", `
$ az ad sp create-for-rbac --name gh-actions-deploy --role contributor --scopes /subscriptions/«_sub»
Creating 'contributor' role assignment under scope '/subscriptions/«_sub»'
{
  "appId": "«_app»",
  "displayName": "gh-actions-deploy",
  "password": "«a»",
  "tenant": "«_ten»"
}
`, V{"_sub": g.uuid(), "_app": g.uuid(), "a": g.azSecret(), "_ten": g.uuid()}, "gh-actions-deploy")

	g.add("azure-storage-connection-string", `
{
  "Logging": { "LogLevel": { "Default": "Information" } },
  "ConnectionStrings": {
    "Blob": "DefaultEndpointsProtocol=https;AccountName=acmeassets;AccountKey=«a»;EndpointSuffix=core.windows.net",
    "ServiceBus": "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=«b»"
  }
}
`, V{"a": g.azStorage(), "b": g.b64(32)}, "AccountName=acmeassets", "SharedAccessKeyName=RootManageSharedAccessKey")

	sig := strings.NewReplacer("+", "%2B", "/", "%2F", "=", "%3D").Replace(g.b64(32))
	g.add("azure-sas-url", `
Upload finished. Share link (valid 7 days):
https://acmeexports.blob.core.windows.net/reports/q2.csv?sp=r&st=2024-06-01T08:00:00Z&se=2024-06-08T08:00:00Z&spr=https&sv=2022-11-02&sr=b&sig=«a»
`, V{"a": sig}, "acmeexports.blob.core.windows.net", "sv=2022-11-02")

	g.add("terraform-tfvars", `
# terraform.tfvars
project        = "acme-infra"
region         = "europe-west4"
db_password    = "«a»"
datadog_api_key = "«b»"
datadog_app_key = "«c»"
github_token   = "«d»"
instance_count = 3
`, V{"a": g.pwStrong(), "b": g.hex(32), "c": g.hex(40), "d": g.ghFine()}, "europe-west4", "instance_count = 3")

	g.add("terraform-provider-hardcoded", `
provider "aws" {
  region     = "us-east-1"
  access_key = "«a»"
  secret_key = "«b»"
}

provider "cloudflare" {
  api_key = "«c»"
  email   = "ops@acme.io"
}

resource "aws_s3_bucket" "logs" {
  bucket = "acme-access-logs"
}
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.cfGlobal()}, "acme-access-logs", "ops@acme.io")

	g.add("terraform-credentials-tfrc", `
$ cat ~/.terraform.d/credentials.tfrc.json
{
  "credentials": {
    "app.terraform.io": {
      "token": "«a»"
    }
  }
}
`, V{"a": g.tfcToken()}, "app.terraform.io")

	g.add("doctl-config-yaml", `
$ cat ~/.config/doctl/config.yaml
access-token: «a»
context: default
output: text
auth-contexts:
  personal: «b»
`, V{"a": g.doToken(), "b": g.doToken()}, "auth-contexts:", "output: text")

	g.add("wrangler-env-command", `
$ CLOUDFLARE_API_TOKEN=«a» CLOUDFLARE_ACCOUNT_ID=«_acc» npx wrangler deploy
 ⛅️ wrangler 3.57.1
Uploaded edge-router (2.31 sec)
Published edge-router (0.42 sec)
  https://edge-router.acme.workers.dev
`, V{"a": g.cfToken(), "_acc": g.hex(32)}, "https://edge-router.acme.workers.dev", "wrangler 3.57.1")

	g.add("vercel-netlify-cli-token", `
$ vercel deploy --prod --token «a»
Vercel CLI 34.2.0
✅  Production: https://acme-site.vercel.app [41s]
$ netlify deploy --prod --auth «b» --site «_site»
Deploy is live!
`, V{"a": g.vercel(), "b": g.netlify(), "_site": g.uuid()}, "https://acme-site.vercel.app", "Vercel CLI 34.2.0")

	g.add("pulumi-config-mixed", `
$ cat Pulumi.prod.yaml
config:
  aws:region: us-east-1
  app:dbPassword:
    secure: AAABAGl0cm9ncGFzc3dvcmQtZW5jcnlwdGVkLXZhbHVl
  app:replicas: "3"
$ export PULUMI_ACCESS_TOKEN=«a»
$ pulumi up --stack prod
`, V{"a": g.pulumi()}, "aws:region: us-east-1", "pulumi up --stack prod")

	g.add("gcloud-api-key-create", `
$ gcloud services api-keys create --display-name="maps-frontend" --api-target=service=maps-backend.googleapis.com
Operation [operations/akmf.p7-«_op»] complete. Result: {
    "@type":"type.googleapis.com/google.api.apikeys.v2.Key",
    "keyString":"«a»",
    "name":"projects/«_pn»/locations/global/keys/«_kid»",
    "uid":"«_kid»"
}
`, V{"_op": g.digits(12) + "-" + g.uuid(), "a": g.googleKey(), "_pn": g.digits(12), "_kid": g.uuid()}, "maps-frontend")

	g.add("heroku-netrc", `
$ cat ~/.netrc
machine api.heroku.com
  login dana@acme.io
  password «a»
machine git.heroku.com
  login dana@acme.io
  password «a»
`, V{"a": g.heroku()}, "dana@acme.io", "machine git.heroku.com")

	g.add("digitalocean-spaces-s3cmd", `
$ cat ~/.s3cfg
[default]
access_key = «a»
secret_key = «b»
host_base = fra1.digitaloceanspaces.com
host_bucket = %(bucket)s.fra1.digitaloceanspaces.com
use_https = True
signature_v2 = False
`, V{"a": "DO00" + g.s(alAWS, 16), "b": g.b64(32)[:43]}, "fra1.digitaloceanspaces.com", "%(bucket)s")

	g.add("rclone-conf", `
$ cat ~/.config/rclone/rclone.conf
[b2-backup]
type = b2
account = «_acct»
key = «a»

[s3-archive]
type = s3
provider = AWS
access_key_id = «b»
secret_access_key = «c»
region = eu-central-1

[nas]
type = sftp
host = nas.home.lan
user = backup
pass = «d»
`, V{"_acct": g.hex(12), "a": "K" + g.digits(3) + g.an(27), "b": g.awsID(), "c": g.awsSecret(), "d": g.b64u(40)}, "nas.home.lan", "provider = AWS")
}

func (g *G) registryCases() {
	g.add("npmrc-authtoken", `
$ cat ~/.npmrc
registry=https://registry.npmjs.org/
//registry.npmjs.org/:_authToken=«a»
@acme:registry=https://npm.pkg.github.com
//npm.pkg.github.com/:_authToken=«b»
save-exact=true
`, V{"a": g.npmTok(), "b": g.ghp()}, "@acme:registry=https://npm.pkg.github.com", "save-exact=true")

	apw := g.pwStrong()
	g.add("npmrc-artifactory-auth", `
registry=https://acme.jfrog.io/artifactory/api/npm/npm-virtual/
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:_password=«a»
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:username=ci-bot
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:email=ci-bot@acme.io
//acme.jfrog.io/artifactory/api/npm/npm-virtual/:always-auth=true
_auth=«b»
`, V{"a": b64s(apw), "b": b64s("ci-bot:" + apw)}, "username=ci-bot", "always-auth=true")

	g.add("yarnrc-yml", `
nodeLinker: node-modules
npmScopes:
  acme:
    npmRegistryServer: "https://npm.pkg.github.com"
    npmAlwaysAuth: true
    npmAuthToken: «a»
yarnPath: .yarn/releases/yarn-4.2.2.cjs
`, V{"a": g.ghp()}, "yarn-4.2.2.cjs", "npmAlwaysAuth: true")

	g.add("pypirc", `
$ cat ~/.pypirc
[distutils]
index-servers =
    pypi
    testpypi

[pypi]
username = __token__
password = «a»

[testpypi]
repository = https://test.pypi.org/legacy/
username = __token__
password = «b»
`, V{"a": g.pypiTok(), "b": g.pypiTok()}, "username = __token__", "https://test.pypi.org/legacy/")

	g.add("pip-conf-index-url", `
$ pip config list
global.index-url='https://aws:«a»@acme-«_acct».d.codeartifact.us-east-1.amazonaws.com/pypi/internal/simple/'
global.timeout='60'
`, V{"a": "eyJ2ZXIiOjEsImlzdSI6MTcx" + g.b64u(200) + "." + g.b64u(22), "_acct": g.digits(12)}, "global.timeout='60'")

	g.add("maven-settings-xml", `
<settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
  <servers>
    <server>
      <id>ossrh</id>
      <username>acme-release</username>
      <password>«a»</password>
    </server>
    <server>
      <id>github</id>
      <username>acme-bot</username>
      <password>«b»</password>
    </server>
  </servers>
  <mirrors>
    <mirror>
      <id>nexus</id>
      <url>https://nexus.acme.io/repository/maven-public/</url>
      <mirrorOf>*</mirrorOf>
    </mirror>
  </mirrors>
</settings>
`, V{"a": g.pwStrong(), "b": g.ghp()}, "acme-release", "https://nexus.acme.io/repository/maven-public/")

	g.add("gradle-properties", `
$ cat ~/.gradle/gradle.properties
org.gradle.jvmargs=-Xmx4g
ossrhUsername=acme-release
ossrhPassword=«a»
signing.keyId=«_kid»
signing.password=«b»
signing.secretKeyRingFile=/home/dana/.gnupg/secring.gpg
gpr.key=«c»
`, V{"a": g.pwStrong(), "_kid": g.s(alHexU, 8), "b": g.pw(), "c": g.ghp()}, "/home/dana/.gnupg/secring.gpg", "org.gradle.jvmargs=-Xmx4g")

	g.add("nuget-config", `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="nuget.org" value="https://api.nuget.org/v3/index.json" />
    <add key="acme" value="https://pkgs.dev.azure.com/acme/_packaging/internal/nuget/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <acme>
      <add key="Username" value="build" />
      <add key="ClearTextPassword" value="«a»" />
    </acme>
  </packageSourceCredentials>
</configuration>
`, V{"a": g.azDevops()}, "https://api.nuget.org/v3/index.json", "key=\"Username\" value=\"build\"")

	g.add("composer-auth-json", `
$ cat auth.json
{
    "github-oauth": {
        "github.com": "«a»"
    },
    "http-basic": {
        "repo.packagist.com": {
            "username": "token",
            "password": "«b»"
        }
    }
}
`, V{"a": g.gho(), "b": g.hex(64)}, "repo.packagist.com", "\"username\": \"token\"")

	g.add("cargo-credentials-toml", `
$ cat ~/.cargo/credentials.toml
[registry]
token = "«a»"

[registries.acme]
token = "Bearer «b»"
`, V{"a": "cio" + g.an(32), "b": g.b64u(48)}, "[registries.acme]")

	g.add("gem-credentials", `
$ cat ~/.gem/credentials
---
:rubygems_api_key: «a»
:github: Bearer «b»
`, V{"a": g.rubygems(), "b": g.ghp()}, ":rubygems_api_key:")

	g.add("git-config-insteadof-goprivate", `
$ go env GOPRIVATE
github.com/acme/*
$ git config --global url."https://acme-bot:«a»@github.com/".insteadOf "https://github.com/"
$ go mod download
go: downloading github.com/acme/ledger v0.9.3
`, V{"a": g.ghp()}, "github.com/acme/ledger v0.9.3", "acme-bot")

	g.add("hf-cli-token-file", `
$ huggingface-cli whoami
dana-ml
orgs:  acme-research
$ cat ~/.cache/huggingface/token
«a»
$ cat ~/.cache/huggingface/stored_tokens
[write-laptop]
hf_token = «b»
`, V{"a": g.hfTok(), "b": g.hfTok()}, "acme-research", "dana-ml")

	g.add("conda-condarc-channel-token", `
$ cat ~/.condarc
channels:
  - https://conda.anaconda.org/t/«a»/acme-private
  - conda-forge
channel_priority: strict
`, V{"a": g.s(alLower+alDigit+"-", 34)}, "acme-private", "channel_priority: strict")
}

func (g *G) vcsCases() {
	g.add("git-credentials-store", `
$ cat ~/.git-credentials
https://dana:«a»@github.com
https://oauth2:«b»@gitlab.acme.io
https://dana%40acme.io:«c»@dev.azure.com
`, V{"a": g.ghp(), "b": g.glpat(), "c": g.azDevops()}, "gitlab.acme.io", "dev.azure.com")

	g.add("netrc-multi-machine", `
machine github.com login dana password «a»
machine api.github.com login dana password «a»
machine ftp.acme-legacy.net
    login uploader
    password «b»
default login anonymous password guest@
`, V{"a": g.ghp(), "b": g.pw()}, "ftp.acme-legacy.net", "uploader")

	g.add("git-remote-v-token-url", `
$ git remote -v
origin	https://x-access-token:«a»@github.com/acme/payments.git (fetch)
origin	https://x-access-token:«a»@github.com/acme/payments.git (push)
upstream	git@github.com:stripe/stripe-go.git (fetch)
`, V{"a": g.ghs()}, "github.com/acme/payments.git", "git@github.com:stripe/stripe-go.git")

	g.add("git-clone-gitlab-oauth2", `
$ git clone https://oauth2:«a»@gitlab.com/acme/platform/infra-live.git
Cloning into 'infra-live'...
remote: Enumerating objects: 18234, done.
Receiving objects: 100% (18234/18234), 9.81 MiB | 12.40 MiB/s, done.
`, V{"a": g.glpat()}, "gitlab.com/acme/platform/infra-live.git", "Cloning into 'infra-live'")

	g.add("gh-auth-status-show-token", `
$ gh auth status --show-token
github.com
  ✓ Logged in to github.com account dana-k (keyring)
  - Active account: true
  - Git operations protocol: https
  - Token: «a»
  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'
`, V{"a": g.gho()}, "dana-k", "'read:org'")

	g.add("glab-config-yml", `
$ cat ~/.config/glab-cli/config.yml
git_protocol: ssh
editor: nvim
hosts:
  gitlab.com:
    token: «a»
    api_host: gitlab.com
    user: dana.k
  gitlab.acme.io:
    token: «b»
    api_protocol: https
`, V{"a": g.glpat(), "b": g.glpat()}, "user: dana.k", "git_protocol: ssh")

	bearer := b64s("x-access-token:" + g.ghs())
	g.add("git-config-extraheader", `
$ cat .git/config
[core]
	repositoryformatversion = 0
	bare = false
[remote "origin"]
	url = https://github.com/acme/deploy-scripts
	fetch = +refs/heads/*:refs/remotes/origin/*
[http "https://github.com/"]
	extraheader = AUTHORIZATION: basic «a»
[branch "main"]
	remote = origin
`, V{"a": bearer}, "https://github.com/acme/deploy-scripts", "repositoryformatversion = 0")

	app := g.rsaPEM()
	g.add("github-app-private-key-env", `
GITHUB_APP_ID=«_id»
GITHUB_APP_INSTALLATION_ID=«_inst»
GITHUB_APP_PRIVATE_KEY="«=b»
«a»
«=e»"
GITHUB_WEBHOOK_SECRET=«c»
`, V{"_id": g.digits(6), "_inst": g.digits(8), "=b": app.begin, "a": app.body, "=e": app.end, "c": g.hex(40)}, "GITHUB_APP_INSTALLATION_ID")

	g.add("gh-secret-set-command", `
$ gh secret set NPM_TOKEN --body «a» --repo acme/ui-kit
✓ Set Actions secret NPM_TOKEN for acme/ui-kit
$ gh secret set SLACK_WEBHOOK --body "https://hooks.slack.com/services/«_t»/«_b»/«b»"
`, V{"a": g.npmTok(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "acme/ui-kit", "Set Actions secret NPM_TOKEN")

	g.add("git-diff-added-secret", `
$ git diff HEAD~1 -- config/settings.py
diff --git a/config/settings.py b/config/settings.py
index «_h1»..«_h2» 100644
--- a/config/settings.py
+++ b/config/settings.py
@@ -12,7 +12,7 @@ DEBUG = False
 ALLOWED_HOSTS = ["api.acme.io"]
-STRIPE_KEY = os.environ["STRIPE_KEY"]
+STRIPE_KEY = "«a»"
 STRIPE_API_VERSION = "2024-04-10"
`, V{"_h1": g.hex(7), "_h2": g.hex(7), "a": g.skLive()}, "os.environ[\"STRIPE_KEY\"]", "2024-04-10")

	g.add("bitbucket-app-password-clone", `
$ git push https://dana_k:«a»@bitbucket.org/acme/mobile-app.git HEAD:release/3.2
Enumerating objects: 7, done.
To https://bitbucket.org/acme/mobile-app.git
   «_a»..«_b»  HEAD -> release/3.2
`, V{"a": "ATBB" + g.an(28) + g.s(alHexU, 8), "_a": g.hex(9), "_b": g.hex(9)}, "https://bitbucket.org/acme/mobile-app.git", "release/3.2")
}

func (g *G) databaseCases() {
	g.add("pgpass-file", `
$ cat ~/.pgpass
# hostname:port:database:username:password
db-primary.acme.internal:5432:ledger:ledger_rw:«a»
db-replica.acme.internal:5432:*:readonly:«b»
localhost:5432:*:postgres:«c»
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "db-primary.acme.internal", "ledger_rw")

	g.add("psql-uri-command", `
$ psql "postgresql://analytics:«a»@warehouse.acme.io:5432/events?sslmode=require" -c '\dt'
             List of relations
 Schema |      Name       | Type  |   Owner
--------+-----------------+-------+-----------
 public | page_views      | table | analytics
`, V{"a": g.pwURL()}, "warehouse.acme.io", "page_views")

	g.add("pgpassword-env-psql", `
$ PGPASSWORD='«a»' psql -h 10.0.3.17 -U migrator -d billing -f migrations/0042_add_invoices.sql
CREATE TABLE
CREATE INDEX
`, V{"a": g.pw()}, "migrator", "0042_add_invoices.sql")

	g.add("mysql-p-flag", `
$ mysql -h mysql.staging.acme.io -u root -p«a» -e "SHOW DATABASES;"
mysql: [Warning] Using a password on the command line interface can be insecure.
+--------------------+
| Database           |
+--------------------+
| information_schema |
| shop               |
+--------------------+
$ mysqldump --user=backup --password=«b» shop > shop.sql
`, V{"a": g.pwURL(), "b": g.pwURL()}, "mysql.staging.acme.io", "information_schema")

	g.add("my-cnf-client", `
$ cat ~/.my.cnf
[client]
user=dana
password="«a»"
host=127.0.0.1

[mysqldump]
user=backup
password=«b»
`, V{"a": g.pw(), "b": g.pwURL()}, "[mysqldump]", "host=127.0.0.1")

	g.add("mongodb-srv-uri", `
const { MongoClient } = require("mongodb");
const uri = "mongodb+srv://app-svc:«a»@cluster0.x7k2p.mongodb.net/orders?retryWrites=true&w=majority";
const client = new MongoClient(uri);
`, V{"a": g.pwURL()}, "cluster0.x7k2p.mongodb.net", "retryWrites=true")

	g.add("redis-cli-auth", `
$ redis-cli -h redis-prod.acme.internal -p 6380 --tls -a «a» --no-auth-warning INFO keyspace
# Keyspace
db0:keys=182736,expires=9120,avg_ttl=0
$ export REDIS_URL=rediss://default:«b»@redis-12345.c1.us-east-1-2.ec2.cloud.redislabs.com:12345
`, V{"a": g.an(32), "b": g.an(32)}, "redis-prod.acme.internal", "db0:keys=182736")

	g.add("celery-amqp-url", `
# celeryconfig.py
broker_url = "amqp://worker:«a»@rabbitmq.acme.internal:5672/prod"
result_backend = "redis://:«b»@redis.acme.internal:6379/1"
task_serializer = "json"
timezone = "Europe/Berlin"
`, V{"a": g.pwURL(), "b": g.pwURL()}, "rabbitmq.acme.internal", "Europe/Berlin")

	g.add("jdbc-url-password-param", `
spring.datasource.url=jdbc:postgresql://pg.acme.io:5432/crm?user=crm_app&password=«a»&ssl=true
spring.datasource.hikari.maximum-pool-size=20
reporting.jdbc=jdbc:mysql://reports-db:3306/reports?useSSL=false&user=report&password=«b»
`, V{"a": g.pwURL(), "b": g.pwURL()}, "crm_app", "maximum-pool-size=20")

	g.add("sqlserver-ado-connection", `
Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=Inventory;Persist Security Info=False;User ID=inv_admin;Password=«a»;MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;
`, V{"a": g.pwStrong()}, "acme-sql.database.windows.net", "User ID=inv_admin")

	g.add("sql-insert-plaintext-passwords", `
-- seed data for local dev
INSERT INTO users (id, email, username, password, role) VALUES
  (1, 'admin@acme.io', 'admin', '«a»', 'admin'),
  (2, 'qa@acme.io', 'qa_tester', '«b»', 'user'),
  (3, 'support@acme.io', 'support', '«c»', 'support');
`, V{"a": g.pw(), "b": g.pw(), "c": g.pw()}, "admin@acme.io", "qa_tester")

	g.add("sql-insert-bcrypt-hashes", `
INSERT INTO accounts (uuid, login, password_hash, created_at) VALUES
('«_u1»', 'maria', '«a»', NOW()),
('«_u2»', 'kenji', '«b»', NOW());
`, V{"_u1": g.uuid(), "a": g.bcrypt(), "_u2": g.uuid(), "b": g.bcrypt()}, "kenji")

	g.add("sql-create-user-identified-by", `
mysql> CREATE USER 'grafana'@'10.0.%' IDENTIFIED BY '«a»';
Query OK, 0 rows affected (0.02 sec)
mysql> GRANT SELECT ON metrics.* TO 'grafana'@'10.0.%';

postgres=# ALTER ROLE replicator WITH REPLICATION LOGIN PASSWORD '«b»';
ALTER ROLE
`, V{"a": g.pwStrong(), "b": g.pw()}, "ALTER ROLE replicator", "metrics.*")

	g.add("elasticsearch-curl-basic", `
$ curl -k -u elastic:«a» "https://es01.acme.internal:9200/_cat/indices?v"
health status index              uuid                   pri rep docs.count
green  open   logs-2024.06.01    «_id»                    1   1    8812736
`, V{"a": g.an(20), "_id": g.b64u(22)}, "logs-2024.06.01", "es01.acme.internal")

	g.add("python-snowflake-connect", `
import snowflake.connector

conn = snowflake.connector.connect(
    user="ETL_SVC",
    password="«a»",
    account="acme-xy12345",
    warehouse="TRANSFORM_WH",
    database="RAW",
)
`, V{"a": g.pwStrong()}, "TRANSFORM_WH", "acme-xy12345")

	g.add("rails-database-yml", `
production:
  adapter: postgresql
  encoding: unicode
  host: <%= ENV.fetch("DB_HOST") { "db.acme.internal" } %>
  database: storefront_production
  username: storefront
  password: «a»
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>
`, V{"a": g.pwStrong()}, "storefront_production", "RAILS_MAX_THREADS")

	g.add("clickhouse-client-password", `
$ clickhouse-client --host ch.acme.internal --user analyst --password «a» --query "SELECT count() FROM events"
48211984
`, V{"a": g.pwURL()}, "ch.acme.internal", "SELECT count() FROM events")

	g.add("neo4j-cypher-shell", `
$ cypher-shell -a neo4j+s://«_db».databases.neo4j.io -u neo4j -p '«a»' "MATCH (n) RETURN count(n);"
+----------+
| count(n) |
+----------+
| 90431    |
+----------+
`, V{"_db": g.hex(8), "a": g.b64u(43)}, "MATCH (n) RETURN count(n);")

	g.add("prisma-env-database-url", `
# prisma/.env
DATABASE_URL="postgresql://prisma:«a»@ep-cool-forest-«_e».us-east-2.aws.neon.tech/neondb?sslmode=require"
SHADOW_DATABASE_URL="postgresql://prisma:«b»@localhost:5433/shadow"
`, V{"a": g.an(12), "_e": g.s(alLowNum, 8), "b": g.pwURL()}, "neondb?sslmode=require", "SHADOW_DATABASE_URL")
}

func (g *G) appConfigCases() {
	g.add("wp-config-php", `
<?php
define( 'DB_NAME', 'wp_blog' );
define( 'DB_USER', 'wp_blog_user' );
define( 'DB_PASSWORD', '«a»' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );

define( 'AUTH_KEY',         '«b»' );
define( 'SECURE_AUTH_KEY',  '«c»' );
define( 'LOGGED_IN_KEY',    '«d»' );
define( 'NONCE_SALT',       '«e»' );

$table_prefix = 'wp_';
`, V{"a": g.pwStrong(), "b": g.s(alSalt, 64), "c": g.s(alSalt, 64), "d": g.s(alSalt, 64), "e": g.s(alSalt, 64)},
		"wp_blog_user", "$table_prefix = 'wp_';")

	g.add("django-settings-py", `
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

# SECURITY WARNING: keep the secret key used in production secret!
SECRET_KEY = '«a»'

DEBUG = True
ALLOWED_HOSTS = ["localhost", "127.0.0.1"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "inventory",
        "USER": "inventory",
        "PASSWORD": "«b»",
        "HOST": "localhost",
        "PORT": "5432",
    }
}

EMAIL_HOST = "smtp.sendgrid.net"
EMAIL_HOST_USER = "apikey"
EMAIL_HOST_PASSWORD = "«c»"
`, V{"a": g.djangoKey(), "b": g.pw(), "c": g.sendgrid()}, "django.db.backends.postgresql", "smtp.sendgrid.net")

	g.add("rails-credentials-show", `
$ bin/rails credentials:show
secret_key_base: «a»
aws:
  access_key_id: «b»
  secret_access_key: «c»
stripe:
  publishable_key: «_pk»
  secret_key: «d»
`, V{"a": g.hex(128), "b": g.awsID(), "c": g.awsSecret(), "_pk": g.pkLive(), "d": g.skLive()}, "bin/rails credentials:show")

	g.add("rails-master-key-cat", `
$ ls config/
application.rb  boot.rb  credentials.yml.enc  database.yml  environment.rb  master.key  routes.rb
$ cat config/master.key
«a»
`, V{"a": g.hex(32)}, "credentials.yml.enc")

	g.add("artisan-key-generate-show", `
$ php artisan key:generate --show
«a»
$ php artisan --version
Laravel Framework 11.9.2
`, V{"a": g.laravelKey()}, "Laravel Framework 11.9.2")

	g.add("spring-application-properties", `
server.port=8443
spring.application.name=order-service
spring.datasource.url=jdbc:mysql://orders-db:3306/orders
spring.datasource.username=orders
spring.datasource.password=«a»
spring.rabbitmq.password=«b»
app.jwt.secret=«c»
app.jwt.expiration-ms=86400000
management.endpoints.web.exposure.include=health,info
`, V{"a": g.pwStrong(), "b": g.pwURL(), "c": g.b64(48)}, "order-service", "exposure.include=health,info")

	g.add("spring-application-yml", `
spring:
  mail:
    host: smtp.office365.com
    port: 587
    username: notifications@acme.io
    password: «a»
  security:
    oauth2:
      client:
        registration:
          github:
            client-id: «_cid»
            client-secret: «b»
          okta:
            client-id: «_oid»
            client-secret: «c»
`, V{"a": g.pw(), "_cid": "Iv1." + g.hex(16), "b": g.hex(40), "_oid": "0oa" + g.an(17), "c": g.b64u(64)}, "notifications@acme.io", "smtp.office365.com")

	g.add("dotnet-appsettings-json", `
{
  "ConnectionStrings": {
    "DefaultConnection": "Host=pg.acme.io;Database=hr;Username=hr_app;Password=«a»"
  },
  "JwtSettings": {
    "Issuer": "https://auth.acme.io",
    "Secret": "«b»",
    "ExpiryMinutes": 60
  },
  "SendGrid": { "ApiKey": "«c»" },
  "AllowedHosts": "*"
}
`, V{"a": g.pwStrong(), "b": g.b64(64), "c": g.sendgrid()}, "https://auth.acme.io", "Username=hr_app")

	g.add("web-config-xml-attributes", `
<configuration>
  <connectionStrings>
    <add name="Legacy" connectionString="Data Source=SQL01;Initial Catalog=Payroll;User Id=payroll;Password=«a»;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="SmtpServer" value="mail.acme.local" />
    <add key="SmtpPassword" value="«b»" />
    <add key="RecaptchaSecret" value="«c»" />
  </appSettings>
</configuration>
`, V{"a": g.pw(), "b": g.pw(), "c": "6L" + g.b64u(38)}, "System.Data.SqlClient", "mail.acme.local")

	g.add("go-app-config-toml", `
# config.toml
[server]
addr = ":8080"
read_timeout = "5s"

[database]
dsn = "postgres://ledger:«a»@localhost:5432/ledger?sslmode=disable"

[stripe]
secret_key = "«b»"
webhook_secret = "«c»"

[openai]
api_key = '«d»'
model = "gpt-4o-mini"
`, V{"a": g.pwURL(), "b": g.skTest(), "c": g.whsec(), "d": g.openaiSvc()}, "gpt-4o-mini", "read_timeout = \"5s\"")

	g.add("ini-unusual-key-names", `
[ftp]
host = files.partner-logistics.com
user = acme_upload
passwd = «a»

[legacy_api]
endpoint = https://legacy.partner-logistics.com/soap
pwd = «b»
client_secret_value = «c»

[smtp]
relay = smtp.acme.local
auth_pass = «d»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.hex(40), "d": g.pw()}, "files.partner-logistics.com", "acme_upload")

	g.add("yaml-unusual-key-names", `
signing:
  keystore: /etc/acme/signing.p12
  pass_phrase: «a»
backup:
  target: s3://acme-backups/nightly
  encryption:
    passphrase: "«b»"
partner_feed:
  credentials: «c»
  secret: «d»
  retry: 3
`, V{"a": g.pw(), "b": g.seedPhrase(5), "c": g.b64u(32), "d": g.hex(48)}, "s3://acme-backups/nightly", "/etc/acme/signing.p12")

	g.add("grafana-ini", `
[server]
http_port = 3000
domain = grafana.acme.io

[security]
admin_user = admin
admin_password = «a»
secret_key = «b»

[auth.generic_oauth]
enabled = true
client_id = grafana
client_secret = «c»
`, V{"a": g.pw(), "b": g.an(32), "c": g.b64u(40)}, "grafana.acme.io", "http_port = 3000")

	g.add("htpasswd-file", `
$ cat /etc/nginx/.htpasswd
admin:$apr1$«a»
metrics:{SHA}«b»
deploy:«c»
`, V{"a": g.s(alAlnum+"./", 8) + "$" + g.s(alAlnum+"./", 22), "b": g.b64(20), "c": g.bcrypt()}, "/etc/nginx/.htpasswd")

	g.add("alertmanager-yml", `
global:
  resolve_timeout: 5m
  slack_api_url: https://hooks.slack.com/services/«_t»/«_b»/«a»
route:
  receiver: oncall
receivers:
  - name: oncall
    pagerduty_configs:
      - routing_key: «b»
        severity: critical
    opsgenie_configs:
      - api_key: «c»
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24), "b": g.hex(32), "c": g.uuid()}, "resolve_timeout: 5m", "severity: critical")

	g.add("jupyter-server-config", `
# ~/.jupyter/jupyter_server_config.py
c.ServerApp.ip = "0.0.0.0"
c.ServerApp.port = 8888
c.IdentityProvider.token = "«a»"
c.ServerApp.open_browser = False
`, V{"a": g.hex(48)}, "c.ServerApp.port = 8888")

	g.add("airflow-cfg-fernet", `
[core]
dags_folder = /opt/airflow/dags
executor = CeleryExecutor
fernet_key = «a»

[database]
sql_alchemy_conn = postgresql+psycopg2://airflow:«b»@airflow-db:5432/airflow

[webserver]
secret_key = «c»
`, V{"a": base64.URLEncoding.EncodeToString(g.bytes(32)), "b": g.pwURL(), "c": g.hex(32)}, "CeleryExecutor", "/opt/airflow/dags")

	g.add("traefik-basicauth-labels", `
    labels:
      - "traefik.enable=true"
      - "traefik.http.routers.dash.rule=Host(`+"`"+`traefik.acme.io`+"`"+`)"
      - "traefik.http.middlewares.auth.basicauth.users=admin:$$apr1$$«a»"
      - "traefik.http.routers.dash.middlewares=auth"
`, V{"a": g.s(alAlnum+"./", 8) + "$$" + g.s(alAlnum+"./", 22)}, "traefik.enable=true")

	g.add("home-assistant-secrets-yaml", `
# secrets.yaml
wifi_ssid: "Hollow-Oak-5G"
wifi_password: "«a»"
mqtt_user: homeassistant
mqtt_password: «b»
latitude_home: 52.3731
telegram_bot_token: «c»
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.telegram()}, "Hollow-Oak-5G", "mqtt_user: homeassistant")

	g.add("openvpn-auth-user-pass", `
$ cat /etc/openvpn/client/auth.txt
dana.k@acme.io
«a»
$ grep auth-user-pass /etc/openvpn/client/acme.conf
auth-user-pass /etc/openvpn/client/auth.txt
`, V{"a": g.pw()}, "dana.k@acme.io", "/etc/openvpn/client/auth.txt")

	g.add("tailscale-up-authkey", `
$ sudo tailscale up --authkey=«a» --advertise-tags=tag:ci --hostname=runner-07
$ tailscale status
100.101.22.7  runner-07  tagged-devices  linux  -
`, V{"a": g.tailscale()}, "runner-07", "100.101.22.7")

	g.add("ngrok-yml", `
$ cat ~/.config/ngrok/ngrok.yml
version: "2"
authtoken: «a»
tunnels:
  web:
    proto: http
    addr: 3000
`, V{"a": g.ngrok()}, "proto: http")

	g.add("kafka-jaas-config", `
bootstrap.servers=pkc-41wq6.eu-west-2.aws.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="«_k»" password="«a»";
schema.registry.basic.auth.user.info=«_sk»:«b»
`, V{"_k": g.s(alUpNum, 16), "a": g.s(alB64, 64), "_sk": g.s(alUpNum, 16), "b": g.s(alB64, 64)}, "pkc-41wq6.eu-west-2.aws.confluent.cloud:9092", "SASL_SSL")

	g.add("ldap-bind-config", `
ldap:
  url: ldaps://ldap.acme.local:636
  bindDn: cn=svc-gitea,ou=services,dc=acme,dc=local
  bindPassword: «a»
  userSearchBase: ou=people,dc=acme,dc=local
`, V{"a": g.pwStrong()}, "cn=svc-gitea,ou=services,dc=acme,dc=local", "ldaps://ldap.acme.local:636")

	g.add("smtp-url-config", `
MAILER_DSN=smtp://postmaster%40mg.acme.io:«a»@smtp.mailgun.org:587
EMAIL_URL=submission://AKIA-ses-user:«b»@email-smtp.eu-west-1.amazonaws.com:587
`, V{"a": g.hex(32) + "-" + g.hex(8) + "-" + g.hex(8), "b": g.s(alB64, 44)}, "smtp.mailgun.org:587", "email-smtp.eu-west-1.amazonaws.com")

	g.add("newrelic-yml", `
common: &default_settings
  license_key: '«a»'
  app_name: Acme Checkout
  distributed_tracing:
    enabled: true
`, V{"a": g.hex(36) + "NRAL"}, "Acme Checkout", "distributed_tracing:")

	g.add("consul-nomad-hcl", `
# /etc/consul.d/consul.hcl
datacenter = "dc1"
data_dir   = "/opt/consul"
encrypt    = "«a»"
acl {
  enabled = true
  tokens {
    agent = "«b»"
  }
}
`, V{"a": g.b64(32), "b": g.uuid()}, "/opt/consul", "datacenter = \"dc1\"")

	g.add("redis-conf-requirepass", `
$ grep -E '^(requirepass|masterauth|bind|port)' /etc/redis/redis.conf
bind 127.0.0.1 -::1
port 6379
requirepass «a»
masterauth «a»
`, V{"a": g.hex(64)}, "bind 127.0.0.1 -::1")

	g.add("streamlit-secrets-toml", `
# .streamlit/secrets.toml
OPENAI_API_KEY = "«a»"

[connections.snowflake]
account = "acme-xy12345"
user = "streamlit_app"
password = "«b»"
role = "REPORTER"
`, V{"a": g.openai(), "b": g.pwStrong()}, "streamlit_app", "[connections.snowflake]")

	g.add("odbc-ini", `
[ReportingDSN]
Driver = ODBC Driver 18 for SQL Server
Server = tcp:reports.acme.local,1433
Database = Reporting
UID = report_reader
PWD = «a»
`, V{"a": g.pw()}, "ODBC Driver 18 for SQL Server", "report_reader")

	pass := g.pwStrong()
	g.add("filezilla-sitemanager-xml", `
<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
  <Servers>
    <Server>
      <Host>sftp.printshop-partner.de</Host>
      <Port>22</Port>
      <Protocol>1</Protocol>
      <User>acme</User>
      <Pass encoding="base64">«a»</Pass>
      <Name>Print partner</Name>
    </Server>
  </Servers>
</FileZilla3>
`, V{"a": b64s(pass)}, "sftp.printshop-partner.de", "Print partner")

	g.add("mcp-client-config-json", `
$ cat ~/Library/Application\ Support/Claude/claude_desktop_config.json
{
  "mcpServers": {
    "github": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-github"],
      "env": { "GITHUB_PERSONAL_ACCESS_TOKEN": "«a»" }
    },
    "linear": {
      "command": "npx",
      "args": ["-y", "linear-mcp"],
      "env": { "LINEAR_API_KEY": "«b»" }
    },
    "postgres": {
      "command": "npx",
      "args": ["-y", "@modelcontextprotocol/server-postgres", "postgresql://readonly:«c»@localhost/analytics"]
    }
  }
}
`, V{"a": g.ghFine(), "b": g.linear(), "c": g.pwURL()}, "@modelcontextprotocol/server-github", "GITHUB_PERSONAL_ACCESS_TOKEN")

	g.add("continue-config-yaml", `
name: Local Assistant
version: 1.0.0
models:
  - name: Claude Sonnet
    provider: anthropic
    model: claude-3-5-sonnet-latest
    apiKey: «a»
  - name: Codestral
    provider: mistral
    model: codestral-latest
    apiKey: «b»
`, V{"a": g.anthropic(), "b": g.an(32)}, "claude-3-5-sonnet-latest", "codestral-latest")

	g.add("sentry-and-datadog-settings", `
SENTRY_DSN = "https://«=dsn»@o«_o».ingest.us.sentry.io/«_p»"
SENTRY_AUTH_TOKEN = "«b»"
DATADOG = {
    "api_key": "«c»",
    "app_key": "«d»",
    "site": "datadoghq.com",
}
`, V{"=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(16), "b": g.sentryUser(), "c": g.hex(32), "d": g.hex(40)}, "datadoghq.com")
}

func (g *G) ciCases() {
	g.add("github-actions-hardcoded-token", `
name: release
on:
  push:
    tags: ["v*"]
jobs:
  publish:
    runs-on: ubuntu-latest
    env:
      NPM_TOKEN: «a»
      NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          registry-url: https://registry.npmjs.org
      - run: npm publish --access public
        env:
          GH_TOKEN: «b»
`, V{"a": g.npmTok(), "b": g.ghp()}, "${{ secrets.NPM_TOKEN }}", "actions/checkout@v4")

	g.add("jenkinsfile-hardcoded", `
pipeline {
  agent { label 'docker' }
  environment {
    SONAR_TOKEN = '«a»'
    REGISTRY = 'harbor.acme.io'
  }
  stages {
    stage('Deploy') {
      steps {
        sh "curl -fsS -X POST -H 'Authorization: Bearer «b»' https://deploy.acme.io/api/v1/rollout?service=checkout"
        withCredentials([string(credentialsId: 'slack-token', variable: 'SLACK')]) {
          sh 'notify.sh'
        }
      }
    }
  }
}
`, V{"a": "squ_" + g.hex(40), "b": g.userJWT()}, "harbor.acme.io", "credentialsId: 'slack-token'")

	g.add("gitlab-ci-variables", `
stages: [test, deploy]

variables:
  DOCKER_DRIVER: overlay2
  AWS_ACCESS_KEY_ID: «a»
  AWS_SECRET_ACCESS_KEY: «b»
  SONAR_HOST_URL: https://sonar.acme.io

deploy:
  stage: deploy
  image: registry.gitlab.com/gitlab-org/cloud-deploy/aws-base:latest
  script:
    - aws s3 sync dist/ s3://acme-web-prod --delete
    - 'curl --request POST --header "PRIVATE-TOKEN: «c»" "https://gitlab.acme.io/api/v4/projects/42/releases"'
`, V{"a": g.awsID(), "b": g.awsSecret(), "c": g.glpat()}, "DOCKER_DRIVER: overlay2", "s3://acme-web-prod")

	g.add("bitbucket-pipelines", `
image: node:20
pipelines:
  branches:
    main:
      - step:
          name: Deploy to Heroku
          script:
            - git push https://heroku:«a»@git.heroku.com/acme-api.git HEAD:main
      - step:
          name: Notify
          script:
            - curl -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' https://hooks.slack.com/services/«_t»/«_b»/«b»
`, V{"a": g.heroku(), "_t": g.slackT(), "_b": g.slackB(), "b": g.an(24)}, "git.heroku.com/acme-api.git", "Deploy to Heroku")

	g.add("azure-pipelines-yml", `
trigger:
  - main
variables:
  buildConfiguration: Release
  sqlAdminPassword: «a»
  ACR_PASSWORD: «b»
steps:
  - script: dotnet build --configuration $(buildConfiguration)
  - script: docker login acmecr.azurecr.io -u acmecr -p $(ACR_PASSWORD)
`, V{"a": g.pw(), "b": g.s(alAlnum+"+/", 52)}, "acmecr.azurecr.io", "buildConfiguration: Release")

	g.add("ansible-group-vars", `
# group_vars/db_servers.yml
postgresql_version: 16
postgresql_users:
  - name: app
    password: "«a»"
  - name: replicator
    password: «b»
ansible_become_pass: «c»
vault_password_file: ~/.ansible/vault_pass.txt
`, V{"a": g.pwStrong(), "b": g.pw(), "c": g.pw()}, "postgresql_version: 16", "~/.ansible/vault_pass.txt")

	g.add("ansible-inventory-ini", `
[web]
web1.acme.internal ansible_user=deploy ansible_ssh_pass=«a»
web2.acme.internal ansible_user=deploy ansible_ssh_pass=«a»

[windows]
win-build-01 ansible_host=10.4.0.21 ansible_user=Administrator ansible_password=«b» ansible_connection=winrm
`, V{"a": g.pwURL(), "b": g.pwURL()}, "web1.acme.internal", "ansible_connection=winrm")

	g.add("ansible-vault-password-file", `
$ cat ~/.ansible/vault_pass.txt
«a»
$ ansible-playbook site.yml --vault-password-file ~/.ansible/vault_pass.txt
`, V{"a": g.pwStrong()}, "ansible-playbook site.yml")

	g.add("circleci-config", `
version: 2.1
jobs:
  test:
    docker:
      - image: cimg/python:3.12
        auth:
          username: acmeci
          password: «a»
    environment:
      CODECOV_TOKEN: «b»
    steps:
      - checkout
      - run: pytest -q
`, V{"a": g.dockerPAT(), "b": g.uuid()}, "cimg/python:3.12", "acmeci")

	g.add("ci-log-unmasked-echo", `
Run ./scripts/deploy.sh
+ set -x
+ export DEPLOY_ENV=production
+ DEPLOY_ENV=production
+ echo 'Using token «a»'
Using token «a»
+ curl -sf -H 'X-Api-Key: «b»' https://status.acme.io/api/v1/incidents
Error: Process completed with exit code 22.
`, V{"a": g.doToken(), "b": g.an(40)}, "https://status.acme.io/api/v1/incidents", "exit code 22")

	g.add("travis-yml-env-global", `
language: ruby
rvm:
  - 3.3
env:
  global:
    - COVERALLS_REPO_TOKEN=«a»
    - RAILS_ENV=test
deploy:
  provider: rubygems
  api_key: «b»
`, V{"a": g.an(32), "b": g.rubygems()}, "RAILS_ENV=test", "provider: rubygems")

	g.add("argocd-repo-secret", `
apiVersion: v1
kind: Secret
metadata:
  name: private-repo
  namespace: argocd
  labels:
    argocd.argoproj.io/secret-type: repository
stringData:
  type: git
  url: https://github.com/acme/gitops
  username: acme-argocd
  password: «a»
`, V{"a": g.ghFine()}, "argocd.argoproj.io/secret-type: repository", "https://github.com/acme/gitops")

	g.add("nomad-job-template", `
job "billing" {
  group "api" {
    task "server" {
      driver = "docker"
      template {
        data = <<EOH
STRIPE_KEY="«a»"
DB_URL="postgres://billing:«b»@{{ env "attr.unique.network.ip-address" }}:5432/billing"
EOH
        destination = "secrets/app.env"
        env         = true
      }
    }
  }
}
`, V{"a": g.rkLive(), "b": g.pwURL()}, "secrets/app.env", "attr.unique.network.ip-address")
}

func (g *G) httpCases() {
	g.add("curl-openai-bearer", `
$ curl https://api.openai.com/v1/chat/completions \
  -H "Content-Type: application/json" \
  -H "Authorization: Bearer «a»" \
  -d '{"model": "gpt-4o", "messages": [{"role": "user", "content": "ping"}]}'
`, V{"a": g.openai()}, "https://api.openai.com/v1/chat/completions", "\"model\": \"gpt-4o\"")

	g.add("curl-anthropic-x-api-key", `
curl https://api.anthropic.com/v1/messages \
     --header "x-api-key: «a»" \
     --header "anthropic-version: 2023-06-01" \
     --header "content-type: application/json" \
     --data '{"model":"claude-3-5-haiku-latest","max_tokens":64,"messages":[{"role":"user","content":"hi"}]}'
`, V{"a": g.anthropic()}, "anthropic-version: 2023-06-01", "claude-3-5-haiku-latest")

	g.add("curl-basic-u-flag", `
$ curl -u deploy-bot:«a» -X POST https://jenkins.acme.io/job/api-release/buildWithParameters?TAG=v2.8.0
$ curl --user "admin:«b»" https://nexus.acme.io/service/rest/v1/status/check
`, V{"a": g.hex(34), "b": g.pw()}, "deploy-bot", "TAG=v2.8.0")

	g.add("curl-query-api-key", `
$ curl "https://api.openweathermap.org/data/2.5/weather?q=Lisbon&units=metric&appid=«a»"
{"coord":{"lon":-9.1333,"lat":38.7167},"weather":[{"id":800,"main":"Clear"}],"name":"Lisbon"}
$ curl 'https://maps.googleapis.com/maps/api/geocode/json?address=Rua+Augusta&key=«b»'
`, V{"a": g.hex(32), "b": g.googleKey()}, "units=metric", "Rua+Augusta")

	g.add("httpie-token-header", `
$ http POST https://api.acme.io/v1/exports Authorization:"Token «a»" format=csv since==2024-05-01
HTTP/1.1 202 Accepted
Content-Type: application/json
X-Request-Id: «_rid»

{"export_id": "«_eid»", "status": "queued"}
`, V{"a": g.hex(40), "_rid": g.uuid(), "_eid": g.uuid()}, "format=csv")

	g.add("wget-user-password", `
$ wget --user=mirror --password='«a»' -r -np https://downloads.acme-partner.com/firmware/2.4/
--2024-06-02 10:14:01--  https://downloads.acme-partner.com/firmware/2.4/
HTTP request sent, awaiting response... 200 OK
`, V{"a": g.pw()}, "https://downloads.acme-partner.com/firmware/2.4/", "--user=mirror")

	g.add("curl-cookie-header", `
$ curl 'https://app.acme.io/api/me' \
  -H 'accept: application/json' \
  -H 'cookie: _ga=GA1.1.«_ga»; sessionid=«a»; csrftoken=«b»' \
  -H 'user-agent: Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'
`, V{"_ga": g.digits(9) + "." + g.digits(10), "a": g.djangoSession(), "b": g.an(32)}, "https://app.acme.io/api/me")

	g.add("curl-oauth-client-credentials", `
$ curl -s -X POST https://login.microsoftonline.com/«_t»/oauth2/v2.0/token \
    -d grant_type=client_credentials \
    -d client_id=«_c» \
    -d client_secret=«a» \
    -d scope=https%3A%2F%2Fgraph.microsoft.com%2F.default
`, V{"_t": g.uuid(), "_c": g.uuid(), "a": g.azSecret()}, "grant_type=client_credentials")

	opsPw := g.pwURL()
	g.add("curl-verbose-basic-and-set-cookie", `
$ curl -v -u ops:«a» https://admin.acme.io/login
*   Trying 203.0.113.10:443...
* Connected to admin.acme.io (203.0.113.10) port 443
> GET /login HTTP/2
> Host: admin.acme.io
> Authorization: Basic «b»
> User-Agent: curl/8.6.0
>
< HTTP/2 302
< location: /dashboard
< set-cookie: admin_session=«c»; Path=/; HttpOnly; Secure; SameSite=Lax
<
`, V{"a": opsPw, "b": b64s("ops:" + opsPw), "c": g.sessionHex()}, "curl/8.6.0", "203.0.113.10")

	g.add("raw-http-request-dump", `
POST /api/v2/orders HTTP/1.1
Host: shop-api.acme.io
User-Agent: okhttp/4.12.0
Content-Type: application/json
X-Api-Key: «a»
Cookie: JSESSIONID=«b»; locale=en_US
X-Request-ID: «_rid»
Content-Length: 57

{"sku":"TSHIRT-BLK-M","qty":2,"coupon":"SUMMER24"}
`, V{"a": g.an(40), "b": g.s(alHexU, 32), "_rid": g.uuid()}, "TSHIRT-BLK-M", "okhttp/4.12.0")

	g.add("http-response-set-cookie", `
HTTP/1.1 200 OK
Date: Sun, 02 Jun 2024 09:41:12 GMT
Content-Type: text/html; charset=utf-8
Set-Cookie: connect.sid=s%3A«a»; Path=/; Expires=Mon, 03 Jun 2024 09:41:12 GMT; HttpOnly
Set-Cookie: _rails_app_session=«b»; path=/; secure; HttpOnly; SameSite=Lax
Set-Cookie: theme=dark; Path=/
Cache-Control: no-store
`, V{"a": g.b64u(32) + "." + g.s(alB64, 43), "b": g.s(alB64, 120) + "--" + g.hex(40)}, "theme=dark", "Cache-Control: no-store")
}

func (g *G) serviceCases() {
	g.add("stripe-cli-listen", `
$ stripe listen --forward-to localhost:4242/webhook --api-key «a»
> Ready! You are using Stripe API Version [2024-04-10]. Your webhook signing secret is «b» (^C to quit)
2024-06-02 11:02:14   --> checkout.session.completed [evt_«_e»]
`, V{"a": g.skTest(), "b": g.whsec(), "_e": "1P" + g.an(22)}, "localhost:4242/webhook", "checkout.session.completed")

	sid := g.twilioSID()
	g.add("twilio-curl-basic", `
$ curl -X POST "https://api.twilio.com/2010-04-01/Accounts/«_sid»/Messages.json" \
  --data-urlencode "Body=Your code is 481516" \
  --data-urlencode "From=+15017122661" \
  --data-urlencode "To=+15558675310" \
  -u «_sid»:«a»
`, V{"_sid": sid, "a": g.hex(32)}, "https://api.twilio.com/2010-04-01/Accounts/")

	g.add("sendgrid-curl", `
curl --request POST \
  --url https://api.sendgrid.com/v3/mail/send \
  --header 'Authorization: Bearer «a»' \
  --header 'Content-Type: application/json' \
  --data '{"personalizations":[{"to":[{"email":"ops@acme.io"}]}],"from":{"email":"noreply@acme.io"},"subject":"Test","content":[{"type":"text/plain","value":"hello"}]}'
`, V{"a": g.sendgrid()}, "https://api.sendgrid.com/v3/mail/send", "noreply@acme.io")

	g.add("mailgun-curl-api-user", `
$ curl -s --user 'api:«a»' \
    https://api.mailgun.net/v3/mg.acme.io/messages \
    -F from='Acme <mailgun@mg.acme.io>' \
    -F to=dana@acme.io -F subject='Hello' -F text='Testing'
{"id":"<«_id»@mg.acme.io>","message":"Queued. Thank you."}
`, V{"a": g.mailgun(), "_id": g.digits(14) + "." + g.hex(16)}, "Queued. Thank you.", "https://api.mailgun.net/v3/mg.acme.io/messages")

	g.add("datadog-curl-headers", `
curl -X GET "https://api.datadoghq.eu/api/v1/monitor?group_states=alert" \
  -H "Accept: application/json" \
  -H "DD-API-KEY: «a»" \
  -H "DD-APPLICATION-KEY: «b»"
`, V{"a": g.hex(32), "b": g.hex(40)}, "group_states=alert")

	g.add("pagerduty-events-payload", `
$ cat alert.json
{
  "routing_key": "«a»",
  "event_action": "trigger",
  "dedup_key": "disk-full-«_h»",
  "payload": {"summary": "Disk 95% on db-03", "source": "db-03", "severity": "critical"}
}
$ curl -H 'Authorization: Token token=«b»' https://api.pagerduty.com/incidents?statuses[]=triggered
`, V{"a": g.hex(32), "_h": g.hex(8), "b": "u+" + g.s(alAlnum+"_-", 18)}, "event_action", "Disk 95% on db-03")

	g.add("shopify-admin-api", `
$ curl -X GET "https://acme-store.myshopify.com/admin/api/2024-04/orders.json?status=any" \
  -H "X-Shopify-Access-Token: «a»"
`, V{"a": g.shpat()}, "acme-store.myshopify.com", "2024-04/orders.json")

	g.add("hubspot-bearer", `
import requests
resp = requests.get(
    "https://api.hubapi.com/crm/v3/objects/contacts",
    headers={"Authorization": "Bearer «a»"},
    params={"limit": 10},
)
`, V{"a": g.hubspot()}, "crm/v3/objects/contacts")

	g.add("mailchimp-basic-anystring", `
$ curl -sS https://us14.api.mailchimp.com/3.0/lists --user "anystring:«a»"
`, V{"a": g.mailchimp()}, "https://us14.api.mailchimp.com/3.0/lists")

	g.add("cloudflare-curl-both-auth", `
$ curl -s https://api.cloudflare.com/client/v4/zones/«_z»/purge_cache \
    -H "Authorization: Bearer «a»" -H "Content-Type: application/json" --data '{"purge_everything":true}'
$ curl -s https://api.cloudflare.com/client/v4/user -H "X-Auth-Email: ops@acme.io" -H "X-Auth-Key: «b»"
`, V{"_z": g.hex(32), "a": g.cfToken(), "b": g.cfGlobal()}, "purge_everything", "ops@acme.io")

	g.add("okta-ssws-token", `
curl -v -X GET \
-H "Accept: application/json" \
-H "Authorization: SSWS «a»" \
"https://acme.okta.com/api/v1/users?limit=25"
`, V{"a": g.okta()}, "https://acme.okta.com/api/v1/users?limit=25")

	g.add("auth0-client-credentials-json", `
$ curl --request POST --url https://acme.eu.auth0.com/oauth/token \
  --header 'content-type: application/json' \
  --data '{"client_id":"«_c»","client_secret":"«a»","audience":"https://acme.eu.auth0.com/api/v2/","grant_type":"client_credentials"}'
{"access_token":"«b»","scope":"read:users","expires_in":86400,"token_type":"Bearer"}
`, V{"_c": g.an(32), "a": g.b64u(64), "b": g.userJWT()}, "https://acme.eu.auth0.com/api/v2/", "\"scope\":\"read:users\"")

	g.add("atlassian-api-token-curl", `
$ curl -s -u dana@acme.io:«a» -H "Accept: application/json" \
    "https://acme.atlassian.net/rest/api/3/search?jql=project=OPS+AND+status=Open"
`, V{"a": g.atlassian()}, "project=OPS+AND+status=Open", "dana@acme.io")

	g.add("slack-chat-postmessage", `
$ curl -X POST https://slack.com/api/chat.postMessage \
  -H "Authorization: Bearer «a»" \
  -H 'Content-type: application/json; charset=utf-8' \
  --data '{"channel":"C0«_c»","text":"Deploy finished :rocket:"}'
{"ok":true,"channel":"C0«_c»","ts":"1717321934.521169"}
`, V{"a": g.xoxb(), "_c": g.s(alUpNum, 9)}, "Deploy finished :rocket:")

	g.add("slack-socket-mode-tokens", `
SLACK_APP_TOKEN=«a»
SLACK_BOT_TOKEN=«b»
SLACK_USER_TOKEN=«c»
SLACK_SIGNING_SECRET=«d»
`, V{"a": g.xapp(), "b": g.xoxb(), "c": g.xoxp(), "d": g.hex(32)}, "SLACK_SIGNING_SECRET")

	g.add("slack-webhook-curl", `
$ curl -X POST -H 'Content-type: application/json' --data '{"text":"Nightly build failed on main"}' https://hooks.slack.com/services/«_t»/«_b»/«a»
ok
`, V{"_t": g.slackT(), "_b": g.slackB(), "a": g.an(24)}, "Nightly build failed on main")

	g.add("discord-webhook-python", `
import requests

WEBHOOK = "https://discord.com/api/webhooks/«_id»/«a»"
requests.post(WEBHOOK, json={"content": "Backup completed: 14.2 GB"})
`, V{"_id": g.digits(19), "a": g.b64u(68)}, "Backup completed: 14.2 GB")

	g.add("teams-webhook-powershell", `
$uri = "https://acme.webhook.office.com/webhookb2/«_g»@«_t»/IncomingWebhook/«a»/«_o»"
$body = @{ text = "Patch window starts at 22:00 UTC" } | ConvertTo-Json
Invoke-RestMethod -Method Post -Uri $uri -Body $body -ContentType 'application/json'
`, V{"_g": g.uuid(), "_t": g.uuid(), "a": g.hex(32), "_o": g.uuid()}, "Patch window starts at 22:00 UTC")

	g.add("telegram-bot-api-url", `
$ curl -s "https://api.telegram.org/bot«a»/sendMessage?chat_id=-100«_c»&text=deploy+ok"
{"ok":true,"result":{"message_id":4412,"chat":{"id":-100«_c»,"title":"ops-alerts","type":"supergroup"}}}
`, V{"a": g.telegram(), "_c": g.digits(10)}, "ops-alerts")

	g.add("postman-collection-json", `
{
  "info": { "name": "Billing API", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json" },
  "auth": {
    "type": "apikey",
    "apikey": [
      { "key": "value", "value": "«a»", "type": "string" },
      { "key": "key", "value": "X-API-Key", "type": "string" }
    ]
  },
  "variable": [ { "key": "postman_api_key", "value": "«b»" } ]
}
`, V{"a": g.an(40), "b": g.postman()}, "Billing API", "X-API-Key")

	g.add("elastic-apikey-header", `
GET /_security/_authenticate HTTP/1.1
Host: search.acme.internal:9200
Authorization: ApiKey «a»
`, V{"a": g.esAPIKey()}, "search.acme.internal:9200", "/_security/_authenticate")

	g.add("github-api-curl", `
$ curl -L -H "Accept: application/vnd.github+json" -H "Authorization: Bearer «a»" -H "X-GitHub-Api-Version: 2022-11-28" https://api.github.com/repos/acme/infra/actions/runs?per_page=5
`, V{"a": g.ghFine()}, "X-GitHub-Api-Version: 2022-11-28", "acme/infra")

	g.add("gitlab-api-private-token", `
$ curl --header "PRIVATE-TOKEN: «a»" "https://gitlab.com/api/v4/projects/«_p»/pipelines?status=failed"
`, V{"a": g.glpat(), "_p": g.digits(8)}, "status=failed")

	g.add("vault-http-token-header", `
$ curl -s --header "X-Vault-Token: «a»" https://vault.acme.io:8200/v1/secret/data/payments | jq .data.data
{
  "stripe_key": "«b»",
  "db_password": "«c»"
}
`, V{"a": g.vaultTok(), "b": g.rkLive(), "c": g.pwStrong()}, "/v1/secret/data/payments")

	g.add("consul-token-header", `
$ curl -s -H "X-Consul-Token: «a»" http://consul.service.dc1.consul:8500/v1/kv/config/checkout?raw
{"feature_flags":{"new_cart":true}}
`, V{"a": g.uuid()}, "consul.service.dc1.consul", "new_cart")

	g.add("square-paypal-braintree-config", `
payments:
  square:
    environment: production
    access_token: «a»
    location_id: L«_l»
  braintree:
    access_token: «b»
  paypal:
    client_id: «_p»
    client_secret: «c»
`, V{"a": g.square(), "_l": g.s(alUpNum, 12), "b": g.braintree(), "_p": "A" + g.b64u(79), "c": "E" + g.b64u(79)}, "environment: production")

	g.add("algolia-admin-vs-search-key", `
// search-client.ts
export const ALGOLIA_APP_ID = "«_app»";
export const ALGOLIA_SEARCH_KEY = "«_pub»"; // search-only, safe for browsers
// scripts/reindex.ts
const client = algoliasearch(ALGOLIA_APP_ID, "«a»"); // admin key
`, V{"_app": g.s(alUpNum, 10), "_pub": g.hex(32), "a": g.hex(32)}, "search-only, safe for browsers")

	g.add("mapbox-sk-vs-pk", `
MAPBOX_PUBLIC_TOKEN=«_pk»
MAPBOX_DOWNLOADS_TOKEN=«a»
`, V{"_pk": g.mapboxPK(), "a": g.mapboxSK()}, "MAPBOX_DOWNLOADS_TOKEN")

	g.add("notion-airtable-figma-script", `
#!/usr/bin/env bash
NOTION_TOKEN=«a»
AIRTABLE_PAT=«b»
FIGMA_TOKEN=«c»
curl -s https://api.notion.com/v1/users/me -H "Authorization: Bearer $NOTION_TOKEN" -H "Notion-Version: 2022-06-28"
`, V{"a": g.notion(), "b": g.airtable(), "c": g.figma()}, "Notion-Version: 2022-06-28")

	g.add("grafana-newrelic-keys", `
$ curl -H "Authorization: Bearer «a»" https://grafana.acme.io/api/dashboards/uid/«_u»
$ curl -X POST https://api.newrelic.com/graphql -H 'API-Key: «b»' -d '{"query":"{ actor { user { name } } }"}'
`, V{"a": g.grafanaSA(), "_u": g.an(9), "b": g.newrelicUser()}, "https://api.newrelic.com/graphql")

	g.add("pinecone-langsmith-env", `
PINECONE_API_KEY=«a»
PINECONE_INDEX=docs-embeddings
LANGCHAIN_TRACING_V2=true
LANGCHAIN_API_KEY=«b»
LANGCHAIN_PROJECT=rag-eval
`, V{"a": g.pinecone(), "b": g.langsmith()}, "docs-embeddings", "LANGCHAIN_PROJECT=rag-eval")

	g.add("doppler-op-service-tokens", `
$ export DOPPLER_TOKEN=«a»
$ doppler run -- npm start
$ export OP_SERVICE_ACCOUNT_TOKEN=«b»
$ op read "op://Infra/Postgres/password"
`, V{"a": g.doppler(), "b": g.opToken()}, "op://Infra/Postgres/password", "doppler run -- npm start")
}

func (g *G) keyMaterialCases() {
	k, pub := g.sshEd25519("dana@laptop")
	g.add("cat-ssh-ed25519-private", `
$ cat ~/.ssh/id_ed25519
«=b»
«a»
«=e»
$ cat ~/.ssh/id_ed25519.pub
«_p» dana@laptop
`, V{"=b": k.begin, "a": k.body, "=e": k.end, "_p": pub})

	rsa := g.rsaPEM()
	g.add("cat-server-key-rsa", `
$ sudo cat /etc/nginx/ssl/api.acme.io.key
«=b»
«a»
«=e»
$ openssl x509 -in /etc/nginx/ssl/api.acme.io.crt -noout -subject
subject=CN = api.acme.io
`, V{"=b": rsa.begin, "a": rsa.body, "=e": rsa.end}, "subject=CN = api.acme.io")

	ec := g.ecPKCS8()
	g.add("go-const-pkcs8-ec-key", `
package testkeys

// signingKeyPEM is used by the license server to sign activation tokens.
const signingKeyPEM = `+"`"+`«=b»
«a»
«=e»
`+"`"+`
`, V{"=b": ec.begin, "a": ec.body, "=e": ec.end}, "package testkeys", "signingKeyPEM")

	pgp := g.pgpPrivate()
	g.add("gpg-export-secret-keys", `
$ gpg --list-secret-keys --keyid-format=long
sec   ed25519/«_kid» 2023-11-02 [SC]
      «_fp»
uid                 [ultimate] Dana K <dana@acme.io>
$ gpg --export-secret-keys --armor «_kid»
«=b»
«a»
«=e»
`, V{"_kid": g.s(alHexU, 16), "_fp": g.s(alHexU, 40), "=b": pgp.begin, "a": pgp.body, "=e": pgp.end}, "Dana K <dana@acme.io>")

	g.add("age-keys-txt", `
$ cat ~/.config/sops/age/keys.txt
# created: 2024-02-11T10:22:41+01:00
# public key: «_p»
«a»
`, V{"_p": g.agePublic(), "a": g.ageSecret()}, "# created: 2024-02-11T10:22:41+01:00")

	priv, wgpub := g.wireguard()
	_, peerPub := g.wireguard()
	g.add("wireguard-wg0-conf", `
$ sudo cat /etc/wireguard/wg0.conf
[Interface]
Address = 10.8.0.2/24
PrivateKey = «a»
DNS = 1.1.1.1

[Peer]
PublicKey = «_peer»
PresharedKey = «b»
Endpoint = vpn.acme.io:51820
AllowedIPs = 0.0.0.0/0
$ sudo wg show wg0 public-key
«_pub»
`, V{"a": priv, "_peer": peerPub, "b": g.b64(32), "_pub": wgpub}, "vpn.acme.io:51820", "Address = 10.8.0.2/24")

	g.add("hardhat-config-private-key", `
require("@nomicfoundation/hardhat-toolbox");

module.exports = {
  solidity: "0.8.24",
  networks: {
    sepolia: {
      url: "https://eth-sepolia.g.alchemy.com/v2/«a»",
      accounts: ["«b»"],
    },
  },
  etherscan: { apiKey: "«c»" },
};
`, V{"a": g.b64u(32), "b": g.ethPriv(), "c": g.s(alUpNum, 34)}, "0.8.24", "@nomicfoundation/hardhat-toolbox")

	g.add("bitcoin-wif-note", `
## cold wallet notes (DO NOT SHARE)
- address: bc1q«_addr»
- WIF: «a»
- derivation: m/84'/0'/0'/0/0
`, V{"_addr": g.s(alBech, 38), "a": g.wif()}, "m/84'/0'/0'/0/0")

	g.add("jwk-private-d-param", `
{
  "keys": [
    {
      "kty": "EC",
      "crv": "P-256",
      "kid": "«_kid»",
      "use": "sig",
      "x": "«_x»",
      "y": "«_y»",
      "d": "«a»"
    }
  ]
}
`, V{"_kid": g.uuid(), "_x": g.b64u(43), "_y": g.b64u(43), "a": g.b64u(43)}, "\"crv\": \"P-256\"")

	p8 := g.ecPKCS8()
	g.add("apns-p8-env-multiline", `
APNS_KEY_ID=«_kid»
APNS_TEAM_ID=«_team»
APNS_AUTH_KEY="«=b»
«a»
«=e»"
`, V{"_kid": g.s(alUpNum, 10), "_team": g.s(alUpNum, 10), "=b": p8.begin, "a": p8.body, "=e": p8.end}, "APNS_TEAM_ID")

	yk := g.rsaPEM()
	g.add("yaml-block-scalar-private-key", `
deploy:
  host: bastion.acme.io
  user: deploy
  ssh_private_key: |
    «=b»
    «a»
    «=e»
  known_host_fingerprint: SHA256:«_fp»
`, V{"=b": yk.begin, "a": strings.ReplaceAll(yk.body, "\n", "\n    "), "=e": yk.end, "_fp": g.b64(32)[:43]}, "bastion.acme.io")

	encKey := g.pemFromDER("ENCRYPTED PRIVATE KEY", append([]byte{0x30, 0x82, 0x05, 0x2d, 0x30, 0x57, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x05, 0x0d}, g.bytes(1300)...))
	g.add("openssl-passout-encrypted-key", `
$ openssl genpkey -algorithm RSA -aes256 -pass pass:«a» -out client.key
$ cat client.key
«=b»
«b»
«=e»
`, V{"a": g.pwURL(), "=b": encKey.begin, "b": encKey.body, "=e": encKey.end}, "genpkey -algorithm RSA")

	g.add("keytool-storepass", `
$ keytool -importkeystore -srckeystore server.p12 -srcstoretype PKCS12 -srcstorepass «a» -destkeystore keystore.jks -deststorepass «b» -alias tomcat
Importing keystore server.p12 to keystore.jks...
`, V{"a": g.pwURL(), "b": g.pwURL()}, "keystore.jks", "-alias tomcat")

	ppkBody := wrap(g.b64(48), 64)
	g.add("putty-ppk-file", `
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: eddsa-key-20240602
Public-Lines: 2
«_pub»
Private-Lines: 1
«a»
Private-MAC: «_mac»
`, V{"_pub": wrap(base64.StdEncoding.EncodeToString(append(sshString([]byte("ssh-ed25519")), sshString(g.bytes(32))...)), 64), "a": ppkBody, "_mac": g.hex(64)}, "eddsa-key-20240602")

	g.add("otpauth-totp-uri", `
Scan this in your authenticator, or enter the setup key manually:
otpauth://totp/Acme%20Admin:dana%40acme.io?secret=«a»&issuer=Acme%20Admin&algorithm=SHA1&digits=6&period=30
Setup key: «a»
`, V{"a": g.totp()}, "issuer=Acme%20Admin", "period=30")

	g.add("docker-swarm-join-token", `
$ docker swarm join-token worker
To add a worker to this swarm, run the following command:

    docker swarm join --token «a» 10.0.1.5:2377
`, V{"a": g.swarm()}, "10.0.1.5:2377")

	g.add("kubeadm-join-token", `
You can now join any number of machines by running the following on each node as root:

kubeadm join 192.168.56.10:6443 --token «a» \
	--discovery-token-ca-cert-hash sha256:«_h»
`, V{"a": g.kubeadm(), "_h": g.hex(64)}, "192.168.56.10:6443")

	g.add("sshpass-command", `
$ sshpass -p '«a»' ssh -o StrictHostKeyChecking=no pi@192.168.1.50 'sudo systemctl restart kiosk'
$ sshpass -p«b» scp firmware.bin admin@10.0.0.254:/tmp/
`, V{"a": g.pw(), "b": g.pwURL()}, "pi@192.168.1.50", "admin@10.0.0.254:/tmp/")

	g.add("ethereum-env-and-address", `
DEPLOYER_ADDRESS=«_addr»
DEPLOYER_PRIVATE_KEY=«a»
MNEMONIC="«b»"
DEPLOY_NETWORK=sepolia
`, V{"_addr": g.ethAddr(), "a": g.hex(64), "b": g.seedPhrase(12)}, "DEPLOYER_ADDRESS")
}

func (g *G) sourceCases() {
	g.add("python-module-constant", `
# app/llm.py
import os
from openai import OpenAI

OPENAI_API_KEY = "«a»"  # TODO move to env
MODEL = os.getenv("MODEL", "gpt-4o-mini")

client = OpenAI(api_key=OPENAI_API_KEY)
`, V{"a": g.openai()}, "os.getenv(\"MODEL\", \"gpt-4o-mini\")", "OPENAI_API_KEY")

	g.add("python-boto3-kwargs", `
import boto3

s3 = boto3.client(
    "s3",
    region_name="ap-southeast-2",
    aws_access_key_id="«a»",
    aws_secret_access_key="«b»",
)
for obj in s3.list_objects_v2(Bucket="acme-ml-datasets")["Contents"]:
    print(obj["Key"])
`, V{"a": g.awsID(), "b": g.awsSecret()}, "acme-ml-datasets", "ap-southeast-2")

	g.add("python-dict-literal-config", `
CONFIG = {
    'stripe': {'secret': '«a»', 'api_version': '2024-04-10'},
    'twilio': {'sid': '«_sid»', 'token': '«b»'},
    'sendgrid_key': '«c»',
    'debug': False,
}
`, V{"a": g.skLive(), "_sid": g.twilioSID(), "b": g.hex(32), "c": g.sendgrid()}, "'api_version': '2024-04-10'")

	g.add("python-requests-headers-arg", `
def fetch_invoices(customer_id: str):
    r = requests.get(
        f"https://api.acme-billing.com/v1/customers/{customer_id}/invoices",
        headers={"X-API-KEY": "«a»", "Accept": "application/json"},
        timeout=10,
    )
    r.raise_for_status()
    return r.json()
`, V{"a": g.b64u(40)}, "fetch_invoices", "customer_id")

	g.add("js-firebase-admin-config", `
// server/firebase.js
const admin = require("firebase-admin");
const FCM_SERVER_KEY = "«a»";
const sgMail = require("@sendgrid/mail");
sgMail.setApiKey("«b»");
module.exports = { admin, FCM_SERVER_KEY };
`, V{"a": g.firebaseFCM(), "b": g.sendgrid()}, "firebase-admin", "@sendgrid/mail")

	g.add("ts-axios-instance", `
import axios from "axios";

export const api = axios.create({
  baseURL: "https://api.linear.app/graphql",
  headers: {
    Authorization: `+"`"+`«a»`+"`"+`,
    "Content-Type": "application/json",
  },
});
`, V{"a": g.linear()}, "https://api.linear.app/graphql")

	g.add("go-struct-literal", `
package main

func newClient() *vault.Client {
	cfg := Config{
		Address:  "https://vault.acme.io:8200",
		Token:    "«a»",
		Username: "svc-payments",
		Password: "«b»",
		Timeout:  30 * time.Second,
	}
	return vault.New(cfg)
}
`, V{"a": g.vaultOld(), "b": g.pwStrong()}, "svc-payments", "https://vault.acme.io:8200")

	g.add("go-jwt-signing-key", `
var jwtKey = []byte("«a»")

func issue(userID string) (string, error) {
	t := jwt.NewWithClaims(jwt.SigningMethodHS256, jwt.MapClaims{"sub": userID})
	return t.SignedString(jwtKey)
}
`, V{"a": g.an(48)}, "jwt.SigningMethodHS256", "SignedString")

	g.add("java-jdbc-driver-manager", `
public class LegacyDao {
    private static final String URL = "jdbc:oracle:thin:@//ora-prod.acme.local:1521/ORCLPDB1";
    private static final String USER = "APP_OWNER";
    private static final String PASSWORD = "«a»";

    Connection open() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASSWORD);
    }
}
`, V{"a": g.pw()}, "ora-prod.acme.local:1521/ORCLPDB1", "APP_OWNER")

	g.add("java-spring-value-default", `
@Service
public class TokenService {
    @Value("${jwt.secret:«a»}")
    private String secret;

    @Value("${jwt.issuer:acme-auth}")
    private String issuer;
}
`, V{"a": g.b64(32)}, "${jwt.issuer:acme-auth}")

	g.add("csharp-httpclient-headers", `
var client = new HttpClient { BaseAddress = new Uri("https://api.github.com/") };
client.DefaultRequestHeaders.UserAgent.ParseAdd("acme-release-bot/1.0");
client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", "«a»");
var conn = new SqlConnection("Server=sql01;Database=Releases;User Id=rel_bot;Password=«b»;");
`, V{"a": g.ghs(), "b": g.pw()}, "acme-release-bot/1.0", "rel_bot")

	g.add("ruby-initializers", `
# config/initializers/services.rb
Stripe.api_key = "«a»"
Octokit.configure do |c|
  c.access_token = '«b»'
end
$redis = Redis.new(url: "redis://:«c»@redis.acme.internal:6379/2")
`, V{"a": g.skLive(), "b": g.ghp(), "c": g.pwURL()}, "redis.acme.internal:6379/2", "Octokit.configure")

	g.add("php-array-config", `
<?php
return [
    'default' => 'mysql',
    'connections' => [
        'mysql' => [
            'host' => '127.0.0.1',
            'username' => 'forge',
            'password' => '«a»',
        ],
    ],
    'mailchimp' => ['api_key' => "«b»"],
];
$conn = mysqli_connect("localhost", "forge", "«a»", "forge");
`, V{"a": g.pw(), "b": g.mailchimp()}, "'username' => 'forge'")

	g.add("rust-const-reqwest", `
const CF_API_TOKEN: &str = "«a»";

async fn purge(zone: &str) -> Result<(), reqwest::Error> {
    reqwest::Client::new()
        .post(format!("https://api.cloudflare.com/client/v4/zones/{zone}/purge_cache"))
        .bearer_auth(CF_API_TOKEN)
        .json(&serde_json::json!({"purge_everything": true}))
        .send()
        .await?;
    Ok(())
}
`, V{"a": g.cfToken()}, "CF_API_TOKEN", "purge_everything")

	g.add("swift-let-api-key", `
enum Secrets {
    static let revenueCatKey = "«a»"
    static let mapboxToken = "«_pk»"
    static let googleMapsKey = "«b»"
}
`, V{"a": "sk_" + g.an(32), "_pk": g.mapboxPK(), "b": g.googleKey()}, "revenueCatKey")

	g.add("kotlin-companion-object", `
class PaymentsClient {
    companion object {
        private const val BRAINTREE_TOKEN = "«a»"
        private const val SIGNING_SECRET = "«b»"
        const val API_VERSION = "2024-01-01"
    }
}
`, V{"a": g.braintree(), "b": g.hex(64)}, "API_VERSION = \"2024-01-01\"")

	g.add("bash-script-token-var", `
#!/usr/bin/env bash
set -euo pipefail

GITLAB_TOKEN="«a»"
PROJECT_ID=4821
curl --fail -s --header "PRIVATE-TOKEN: ${GITLAB_TOKEN}" \
  "https://gitlab.com/api/v4/projects/${PROJECT_ID}/jobs/artifacts/main/download?job=build" -o artifacts.zip
`, V{"a": g.glpat()}, "PROJECT_ID=4821", "${GITLAB_TOKEN}")

	g.add("powershell-securestring", `
$user = "ACME\svc-backup"
$pass = ConvertTo-SecureString "«a»" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
Invoke-Command -ComputerName FS01 -Credential $cred -ScriptBlock { Get-PSDrive }
`, V{"a": g.pw()}, "ACME\\svc-backup", "FS01")

	g.add("terraform-variable-default", `
variable "datadog_api_key" {
  type      = string
  sensitive = true
  default   = "«a»"
}

variable "environment" {
  type    = string
  default = "staging"
}
`, V{"a": g.hex(32)}, "sensitive = true", "default = \"staging\"")

	g.add("jupyter-notebook-json-cell", `
{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [],
   "source": [
    "import anthropic\n",
    "client = anthropic.Anthropic(api_key=\"«a»\")\n",
    "msg = client.messages.create(model=\"claude-3-5-sonnet-latest\", max_tokens=256, messages=[{\"role\": \"user\", \"content\": \"hi\"}])"
   ]
  }
 ],
 "nbformat": 4
}
`, V{"a": g.anthropic()}, "\"execution_count\": 3", "claude-3-5-sonnet-latest")

	adminPw := g.pwURL()
	g.add("go-test-basic-auth", `
func TestAdminEndpoint(t *testing.T) {
	req := httptest.NewRequest("GET", "/admin/stats", nil)
	req.Header.Set("Authorization", "Basic «a»")
	req.SetBasicAuth("admin", "«b»")
	rr := httptest.NewRecorder()
	handler.ServeHTTP(rr, req)
}
`, V{"a": b64s("admin:" + adminPw), "b": adminPw}, "TestAdminEndpoint", "/admin/stats")

	g.add("python-webhook-hmac-secret", `
import hmac, hashlib

GITHUB_WEBHOOK_SECRET = b"«a»"

def verify(payload: bytes, signature: str) -> bool:
    mac = hmac.new(GITHUB_WEBHOOK_SECRET, payload, hashlib.sha256).hexdigest()
    return hmac.compare_digest(f"sha256={mac}", signature)
`, V{"a": g.hex(40)}, "hashlib.sha256", "compare_digest")

	g.add("nginx-proxy-set-header", `
location /upstream-api/ {
    proxy_pass https://partner.example-logistics.com/api/;
    proxy_set_header Authorization "Bearer «a»";
    proxy_set_header X-Partner-Key «b»;
    proxy_set_header Host partner.example-logistics.com;
}
`, V{"a": g.userJWT(), "b": g.hex(40)}, "proxy_pass https://partner.example-logistics.com/api/;")

	g.add("c-header-define", `
#ifndef CONFIG_H
#define CONFIG_H
#define WIFI_SSID     "Workshop-IoT"
#define WIFI_PASSWORD "«a»"
#define MQTT_HOST     "mqtt.acme.io"
#define MQTT_TOKEN    "«b»"
#endif
`, V{"a": g.pw(), "b": g.b64u(32)}, "Workshop-IoT", "mqtt.acme.io")

	g.add("express-session-secret", `
app.use(session({
  name: "sid",
  secret: "«a»",
  resave: false,
  saveUninitialized: false,
  cookie: { secure: true, maxAge: 86400000 },
}));
`, V{"a": g.an(40)}, "saveUninitialized: false")

	g.add("flask-app-config", `
app = Flask(__name__)
app.config["SECRET_KEY"] = "«a»"
app.config["SQLALCHEMY_DATABASE_URI"] = "postgresql://flask:«b»@db:5432/flask"
app.config["MAIL_PASSWORD"] = '«c»'
`, V{"a": g.hex(32), "b": g.pwURL(), "c": g.pw()}, "app.config[\"SECRET_KEY\"]")

	g.add("elixir-runtime-exs", `
import Config

config :acme, Acme.Repo,
  username: "acme",
  password: "«a»",
  hostname: "db.acme.internal"

config :acme, AcmeWeb.Endpoint,
  secret_key_base: "«b»"
`, V{"a": g.pwStrong(), "b": g.b64(48)}, "AcmeWeb.Endpoint", "db.acme.internal")

	g.add("dart-flutter-constants", `
class Env {
  static const String supabaseUrl = 'https://«_r».supabase.co';
  static const String supabaseServiceKey = '«a»';
  static const String sentryDsn = 'https://«=dsn»@o«_o».ingest.sentry.io/«_p»';
}
`, V{"_r": g.s(alLower, 20), "a": g.supabaseService(), "=dsn": g.hex(32), "_o": g.digits(6), "_p": g.digits(7)}, "supabaseServiceKey")

	g.add("scala-conf-hocon", `
akka.persistence.jdbc {
  url = "jdbc:postgresql://events-db:5432/events"
  user = "akka"
  password = "«a»"
}
kafka.sasl.password = ${?KAFKA_PASSWORD}
pekko.http.server.idle-timeout = 60s
aws.secret-key = "«b»"
`, V{"a": g.pw(), "b": g.awsSecret()}, "${?KAFKA_PASSWORD}", "idle-timeout = 60s")
}

func (g *G) logChatCases() {
	g.add("log-using-token", `
2024-06-02T10:15:03.112Z INFO  sync/worker.go:88 starting sync job id=«_job» repo=acme/monorepo
2024-06-02T10:15:03.114Z DEBUG sync/github.go:41 using token «a» for api.github.com
2024-06-02T10:15:04.902Z INFO  sync/worker.go:120 fetched 412 issues in 1.79s
`, V{"_job": g.uuid(), "a": g.ghs()}, "sync/worker.go:88", "acme/monorepo")

	g.add("log-authorization-header-debug", `
[2024-06-02 10:22:17,031] DEBUG urllib3.connectionpool: Starting new HTTPS connection (1): api.acme.io:443
[2024-06-02 10:22:17,240] DEBUG client: request headers={'User-Agent': 'acme-sdk/3.1.0', 'Authorization': 'Bearer «a»', 'X-Trace-Id': '«_t»'}
[2024-06-02 10:22:17,388] DEBUG urllib3.connectionpool: https://api.acme.io:443 "GET /v1/accounts HTTP/1.1" 200 1532
`, V{"a": g.userJWT(), "_t": g.hex(32)}, "acme-sdk/3.1.0", "GET /v1/accounts")

	g.add("python-traceback-conn-string", `
Traceback (most recent call last):
  File "/app/manage.py", line 22, in <module>
    main()
  File "/app/.venv/lib/python3.12/site-packages/sqlalchemy/engine/create.py", line 560, in create_engine
    u = _url.make_url(url)
sqlalchemy.exc.ArgumentError: Could not parse SQLAlchemy URL from string 'postgresql+asyncpg://reporting:«a»@pg-report.acme.internal:5432/reporting?ssl=true&'
`, V{"a": g.pwURL()}, "pg-report.acme.internal", "sqlalchemy.exc.ArgumentError")

	g.add("node-error-config-dump", `
Error: connect ECONNREFUSED 10.0.4.12:5672
    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1605:16)
config at startup: {"amqp":{"url":"amqps://notifier:«a»@mq.acme.internal:5672"},"twilio":{"accountSid":"«_sid»","authToken":"«b»"},"port":8080}
`, V{"a": g.pwURL(), "_sid": g.twilioSID(), "b": g.hex(32)}, "ECONNREFUSED 10.0.4.12:5672", "node:net:1605:16")

	g.add("nginx-access-log-token-query", `
203.0.113.54 - - [02/Jun/2024:10:31:44 +0000] "GET /api/export?format=xlsx&access_token=«a» HTTP/1.1" 200 48213 "-" "python-requests/2.32.3"
198.51.100.7 - - [02/Jun/2024:10:31:45 +0000] "GET /healthz HTTP/1.1" 200 2 "-" "kube-probe/1.29"
`, V{"a": g.b64u(43)}, "python-requests/2.32.3", "kube-probe/1.29")

	g.add("k8s-pod-logs-env-dump", `
$ kubectl logs deploy/payments-api -n payments --tail=6
Starting payments-api v4.2.1 (commit «_c»)
Loaded configuration:
  PORT=8080
  STRIPE_SECRET_KEY=«a»
  PLAID_SECRET=«b»
  LOG_FORMAT=json
`, V{"_c": g.hex(12), "a": g.rkLive(), "b": g.hex(30)}, "payments-api v4.2.1", "LOG_FORMAT=json")

	g.add("bash-history", `
$ tail -n 8 ~/.bash_history
cd ~/src/infra
export CLOUDFLARE_API_TOKEN=«a»
terraform plan -out tf.plan
mysql -h 127.0.0.1 -u root -p'«b»' shop
curl -H "Authorization: token «c»" https://api.github.com/user
git push origin feature/rate-limits
ls -la
history | grep token
`, V{"a": g.cfToken(), "b": g.pw(), "c": g.ghp()}, "feature/rate-limits", "terraform plan -out tf.plan")

	g.add("zsh-history-timestamps", `
: 1717312001:0;aws configure set aws_secret_access_key «a» --profile sandbox
: 1717312040:0;aws s3 ls --profile sandbox
: 1717312102:0;vault login «b»
: 1717312150:0;op item get "Prod DB" --fields password --reveal
`, V{"a": g.awsSecret(), "b": g.vaultOld()}, "aws s3 ls --profile sandbox", "op item get \"Prod DB\"")

	g.add("chat-here-is-my-key", `
User: here is my key: «a» can you check why the SDK says 401?
Assistant: A 401 means the API rejected the credentials. Let's verify which project the key belongs to.
`, V{"a": g.anthropic()}, "401")

	g.add("chat-quoted-trailing-punct", `
I set GITHUB_TOKEN to "«a»". Still getting "Bad credentials" from the action. Also tried the old one («b»), same thing.
`, V{"a": g.ghp(), "b": g.ghp()}, "Bad credentials", "GITHUB_TOKEN")

	g.add("chat-markdown-code-fence", "\n"+`Hey, the deploy script fails. Here's my config:

`+"```yaml"+`
deploy:
  registry: ghcr.io/acme
  username: dana-k
  token: «a»
`+"```"+`

and the error is `+"`unauthorized: authentication required`"+`.
`, V{"a": g.ghp()}, "ghcr.io/acme", "unauthorized: authentication required")

	g.add("markdown-credentials-table", `
## Staging accounts

| Service    | Username        | Password / Key                | Notes            |
|------------|-----------------|-------------------------------|------------------|
| Admin UI   | admin@acme.io   | «a»                           | reset monthly    |
| Postgres   | staging_rw      | «b»                           | port 5433        |
| Stripe     | -               | «c»                           | test mode        |
| Mailgun    | api             | «d»                           | sandbox domain   |
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.skTest(), "d": g.mailgun()}, "staging_rw", "reset monthly")

	long := g.openai()
	g.add("chat-key-split-over-lines", `
my terminal wrapped it, the key is
«a»
«b»
(no spaces, it's one line in the .env)
`, V{"a": long[:len(long)/2], "b": long[len(long)/2:]}, "one line in the .env")

	jwt := g.userJWT()
	g.add("terminal-wrapped-jwt", `
$ kubectl logs auth-7d9f -c proxy | grep -m1 token
level=warn msg="token rejected: expired" token=«a»
«b»
«c» user=dana
`, V{"a": jwt[:60], "b": jwt[60:140], "c": jwt[140:]}, "token rejected: expired")

	g.add("json-in-json-escaped", `
{"level":"info","ts":1717321934.52,"msg":"outbound request","body":"{\"api_key\":\"«a»\",\"recipient\":\"+4915112345678\",\"template\":\"otp\"}","status":200}
{"level":"debug","ts":1717321935.01,"msg":"event","payload":"{\"headers\":{\"Authorization\":\"Bearer «b»\"},\"path\":\"/v1/sms\"}"}
`, V{"a": g.hex(32), "b": g.an(40)}, "outbound request", "/v1/sms")

	g.add("csv-credentials-export", `
$ head -5 exported_logins.csv
name,url,username,password,note
GitHub,https://github.com/login,dana-k,«a»,
AWS Console,https://acme.signin.aws.amazon.com/console,dana.k,«b»,MFA on phone
Grafana,https://grafana.acme.io,admin,"«c»","shared, rotate"
`, V{"a": g.pw(), "b": g.pwStrong(), "c": g.pw()}, "https://acme.signin.aws.amazon.com/console", "name,url,username,password,note")

	g.add("grep-recursive-output", `
$ grep -rn "api_key\|apiKey" --include=*.{py,js,yml} .
./scripts/backfill.py:14:    api_key="«a»",
./web/src/analytics.js:3:const apiKey = "«_seg»"; // segment write key (public)
./deploy/values.yml:27:  apiKey: «b»
./tests/test_client.py:8:    api_key=os.environ["ACME_API_KEY"],
`, V{"a": g.an(32), "_seg": g.an(32), "b": g.hex(32)}, "os.environ[\"ACME_API_KEY\"]", "./scripts/backfill.py:14:")

	g.add("cat-env-head-agent-tool", `
[tool: bash] cat apps/web/.env.local | head -n 6
NEXT_PUBLIC_POSTHOG_KEY=«_ph»
NEXT_PUBLIC_APP_URL=http://localhost:3000
CLERK_SECRET_KEY=«a»
RESEND_API_KEY=«b»
UPSTASH_REDIS_REST_TOKEN=«c»
KV_REST_API_READ_ONLY_TOKEN=«d»
`, V{"_ph": "phc_" + g.an(43), "a": "sk_live_" + g.an(40), "b": "re_" + g.an(8) + "_" + g.an(24), "c": "A" + g.b64u(59), "d": "A" + g.b64u(59)}, "http://localhost:3000")

	g.add("error-message-with-key", `
openai.AuthenticationError: Error code: 401 - {'error': {'message': 'Incorrect API key provided: sk-proj-****«_t». You can find your API key at https://platform.openai.com/account/api-keys.', 'type': 'invalid_request_error', 'code': 'invalid_api_key'}}
During handling, the fallback client was created with api_key='«a»'
`, V{"_t": g.an(4), "a": g.openaiOld()}, "invalid_api_key", "https://platform.openai.com/account/api-keys")

	g.add("docker-compose-logs-database-url", `
api-1  | 2024-06-02 10:44:19 [info] booting with DATABASE_URL=postgres://api:«a»@db:5432/api
api-1  | 2024-06-02 10:44:19 [warn] REDIS_URL not set, falling back to in-memory cache
db-1   | 2024-06-02 10:44:18.911 UTC [1] LOG:  database system is ready to accept connections
`, V{"a": g.pwURL()}, "database system is ready to accept connections", "falling back to in-memory cache")

	g.add("oauth-token-response-json", `
$ curl -s -X POST https://oauth2.googleapis.com/token -d code=4/0A«_code» -d client_id=«_cid».apps.googleusercontent.com -d client_secret=«a» -d redirect_uri=http://localhost:8765 -d grant_type=authorization_code
{
  "access_token": "«b»",
  "expires_in": 3599,
  "refresh_token": "«c»",
  "scope": "https://www.googleapis.com/auth/drive.readonly",
  "token_type": "Bearer",
  "id_token": "«d»"
}
`, V{"_code": g.b64u(60), "_cid": g.digits(12) + "-" + g.s(alLowNum, 32), "a": g.gocspx(), "b": g.ya29(), "c": g.gRefresh(),
		"d": g.jwt("RS256", fmt.Sprintf(`{"iss":"https://accounts.google.com","sub":"%s","email":"dana@acme.io"}`, g.digits(21)))},
		"https://www.googleapis.com/auth/drive.readonly", "\"expires_in\": 3599")

	g.add("jwt-in-access-log-cookie", `
10.1.4.22 - dana [02/Jun/2024:11:02:09 +0000] "GET /dashboard HTTP/2.0" 200 9231 "https://app.acme.io/" "Mozilla/5.0" cookie="auth_token=«a»; _ga=GA1.2.«_ga»"
`, V{"a": g.userJWT(), "_ga": g.digits(9) + "." + g.digits(10)}, "\"GET /dashboard HTTP/2.0\"")

	g.add("chat-seed-phrase", `
User: I'm restoring my wallet in the test script, is this the right format for the mnemonic env var?
MNEMONIC="«a»"
it's 24 words, ledger said to write them down but I pasted them here
`, V{"a": g.seedPhrase(24)}, "MNEMONIC")

	g.add("chat-password-inline-sentence", `
ok the staging admin login is admin / «a» and the basic-auth on the preview site is preview:«b» — can you add a playwright test that logs in?
`, V{"a": g.pw(), "b": g.pwURL()}, "playwright test")

	g.add("chat-multiple-keys-bullets", `
Here are the keys for the integration tests:
- Stripe: «a»
- Twilio SID «_sid», token «b»
- SendGrid → «c»
Please don't commit them.
`, V{"a": g.skTest(), "_sid": g.twilioSID(), "b": g.hex(32), "c": g.sendgrid()}, "integration tests")

	g.add("chat-angle-bracket-and-paren-wrapped", `
the token is <«a»> (the one ending in the underscore part) and the secret is («b»); also [«c»]
`, V{"a": g.ghFine(), "b": g.hex(40), "c": g.npmTok()}, "the one ending in the underscore part")

	g.add("jira-ticket-comment-pasted-creds", `
ACME-4412 Comment by Priya S.:
Vendor shared the SFTP creds for the nightly feed:
host: sftp.vendorfeeds.net  user: acme_feed  pass: «a»
API fallback key: «b»
`, V{"a": g.pw(), "b": g.b64u(32)}, "sftp.vendorfeeds.net", "acme_feed")

	g.add("sentry-event-breadcrumb", `
{"event_id":"«_eid»","level":"error","exception":{"values":[{"type":"HTTPError","value":"403 Forbidden for url: https://api.partner.io/v2/sync?api_token=«a»"}]},"release":"web@«_rel»"}
`, V{"_eid": g.hex(32), "a": g.an(40), "_rel": "2024.6." + g.digits(2)}, "403 Forbidden for url")
}

func (g *G) miscCases() {
	g.add("vault-login-output", `
$ vault login -method=userpass username=dana
Password (will be hidden):
Success! You are now authenticated. The token information displayed below
is already stored in the token helper.

Key                    Value
---                    -----
token                  «a»
token_accessor         «=acc»
token_duration         768h
token_renewable        true
token_policies         ["default" "dev-read"]
`, V{"a": g.vaultTok(), "=acc": g.an(24)}, "token_duration         768h", "dev-read")

	g.add("vault-kv-get-table", `
$ vault kv get -mount=secret apps/checkout
====== Data ======
Key             Value
---             -----
db_user         checkout
db_password     «a»
stripe_key      «b»
`, V{"a": g.pwStrong(), "b": g.rkLive()}, "apps/checkout", "db_user         checkout")

	g.add("op-item-get-reveal", `
$ op item get "Prod Postgres" --vault Infra --reveal
ID:          «_id»
Title:       Prod Postgres
Vault:       Infra («_vid»)
Category:    DATABASE
Fields:
  type:        postgresql
  server:      pg-prod.acme.internal
  port:        5432
  database:    core
  username:    core_admin
  password:    «a»
`, V{"_id": g.s(alLowNum, 26), "_vid": g.s(alLowNum, 26), "a": g.pwStrong()}, "pg-prod.acme.internal", "core_admin")

	g.add("bw-unlock-session", `
$ bw unlock
? Master password: [hidden]
Your vault is now unlocked!

To unlock your vault, set your session key to the `+"`BW_SESSION`"+` environment variable. ex:
$ export BW_SESSION="«a»"
`, V{"a": g.b64(64)}, "Your vault is now unlocked!")

	g.add("sops-decrypt-output", `
$ sops -d secrets/prod.enc.yaml
postgres:
    password: «a»
smtp:
    user: AKIA-ses-smtp
    password: «b»
oidc:
    client_secret: «c»
`, V{"a": g.pwStrong(), "b": g.s(alB64, 44), "c": g.b64u(48)}, "secrets/prod.enc.yaml", "AKIA-ses-smtp")

	g.add("aws-ecr-get-login-password", `
$ aws ecr get-login-password --region us-east-1
«a»
$ aws ecr get-login-password --region us-east-1 | docker login --username AWS --password-stdin «_acct».dkr.ecr.us-east-1.amazonaws.com
Login Succeeded
`, V{"a": "eyJwYXlsb2FkIjoi" + g.b64(900)[:1180], "_acct": g.digits(12)}, "--username AWS")

	g.add("supabase-status-output", `
$ supabase status
         API URL: http://127.0.0.1:54321
          DB URL: postgresql://postgres:postgres@127.0.0.1:54322/postgres
      Studio URL: http://127.0.0.1:54323
      JWT secret: «a»
service_role key: «b»
$ cat ~/.supabase/access-token
«c»
`, V{"a": g.b64(30), "b": g.supabaseService(), "c": g.supabasePAT()}, "http://127.0.0.1:54323", "Studio URL")

	g.add("postmark-uuid-server-token", `
$ curl "https://api.postmarkapp.com/email" \
  -X POST \
  -H "Accept: application/json" \
  -H "Content-Type: application/json" \
  -H "X-Postmark-Server-Token: «a»" \
  -d '{"From": "billing@acme.io", "To": "customer@example.org", "Subject": "Invoice", "MessageStream": "outbound"}'
{"To":"customer@example.org","SubmittedAt":"2024-06-02T11:40:03Z","MessageID":"«_mid»","ErrorCode":0,"Message":"OK"}
`, V{"a": g.uuid(), "_mid": g.uuid()}, "billing@acme.io", "\"MessageStream\": \"outbound\"")

	g.add("launchdarkly-sdk-keys", `
LAUNCHDARKLY_SDK_KEY=«a»
LAUNCHDARKLY_CLIENT_SIDE_ID=«_cid»
`, V{"a": "sdk-" + g.uuid(), "_cid": g.hex(24)}, "LAUNCHDARKLY_CLIENT_SIDE_ID")

	g.add("etc-shadow-lines", `
$ sudo tail -n 2 /etc/shadow
deploy:«a»:19876:0:99999:7:::
postgres:!:19790::::::
`, V{"a": "$6$" + g.s(alAlnum+"./", 16) + "$" + g.s(alAlnum+"./", 86)}, "postgres:!:19790::::::")

	g.add("wpa-supplicant-psk", `
$ sudo cat /etc/wpa_supplicant/wpa_supplicant.conf
ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=DE
network={
    ssid="Acme-Guest"
    psk="«a»"
    key_mgmt=WPA-PSK
}
`, V{"a": g.pw()}, "Acme-Guest", "key_mgmt=WPA-PSK")

	g.add("android-gradle-signing", `
android {
    signingConfigs {
        release {
            storeFile file("../keystores/release.jks")
            storePassword "«a»"
            keyAlias "acme-release"
            keyPassword "«b»"
        }
    }
}
`, V{"a": g.pw(), "b": g.pw()}, "acme-release", "../keystores/release.jks")

	g.add("fastlane-env", `
# fastlane/.env.default
FASTLANE_USER=ios-release@acme.io
FASTLANE_PASSWORD=«a»
FASTLANE_APPLE_APPLICATION_SPECIFIC_PASSWORD=«b»
MATCH_PASSWORD=«c»
MATCH_GIT_URL=git@github.com:acme/certificates.git
`, V{"a": g.pw(), "b": g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4) + "-" + g.s(alLower, 4), "c": g.pwStrong()}, "ios-release@acme.io", "git@github.com:acme/certificates.git")

	g.add("playwright-storage-state", `
{
  "cookies": [
    {"name": "__Secure-next-auth.session-token", "value": "«a»", "domain": "app.acme.io", "path": "/", "httpOnly": true, "secure": true, "sameSite": "Lax"},
    {"name": "ph_opt_in", "value": "true", "domain": "app.acme.io", "path": "/"}
  ],
  "origins": [
    {"origin": "https://app.acme.io", "localStorage": [{"name": "supabase.auth.token", "value": "{\"access_token\":\"«b»\",\"refresh_token\":\"«c»\"}"}]}
  ]
}
`, V{"a": "eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0.." + g.b64u(22) + "." + g.b64u(300) + "." + g.b64u(22), "b": g.userJWT(), "c": g.s(alLowNum, 12)},
		"__Secure-next-auth.session-token", "ph_opt_in")

	g.add("har-entry-cookies", `
"request": {
  "method": "GET",
  "url": "https://shop.acme.io/account/orders",
  "headers": [
    {"name": "Cookie", "value": "PHPSESSID=«a»; cart_id=«_cart»"},
    {"name": "X-CSRF-Token", "value": "«b»"}
  ]
}
`, V{"a": g.s(alLowNum, 26), "_cart": g.uuid(), "b": g.b64u(43)}, "https://shop.acme.io/account/orders")

	g.add("salesforce-sfdx-auth-url", `
$ sf org display --target-org prod --verbose --json | jq -r .result.sfdxAuthUrl
force://PlatformCLI::«a»@acme.my.salesforce.com
$ sf org display --target-org prod | grep "Access Token"
Access Token     «b»
`, V{"a": "5Aep861" + g.b64u(80), "b": "00D" + g.an(12) + "!AQ" + g.s(alAlnum+".", 110)}, "acme.my.salesforce.com")

	g.add("smb-credentials-fstab", `
$ cat /etc/fstab | grep cifs
//nas.acme.local/share /mnt/share cifs credentials=/root/.smbcredentials,uid=1000 0 0
$ sudo cat /root/.smbcredentials
username=svc_mount
password=«a»
domain=ACME
`, V{"a": g.pw()}, "//nas.acme.local/share", "svc_mount")

	g.add("windows-net-use-cmdkey", `
C:\> net use Z: \\fs01.acme.local\projects /user:ACME\dana «a» /persistent:yes
The command completed successfully.
C:\> cmdkey /generic:TERMSRV/jump01 /user:ACME\admin /pass:«b»
`, V{"a": g.pw(), "b": g.pwURL()}, "\\\\fs01.acme.local\\projects", "TERMSRV/jump01")

	g.add("oci-config-passphrase", `
$ cat ~/.oci/config
[DEFAULT]
user=ocid1.user.oc1..«_u»
fingerprint=«_fp»
tenancy=ocid1.tenancy.oc1..«_t»
region=eu-frankfurt-1
key_file=~/.oci/oci_api_key.pem
pass_phrase=«a»
`, V{"_u": g.s(alLowNum, 60), "_fp": strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 16), ":"), "_t": g.s(alLowNum, 60), "a": g.pw()}, "~/.oci/oci_api_key.pem")

	g.add("gcs-hmac-and-alibaba-keys", `
[gcs-interop]
access_key_id = «a»
secret_access_key = «b»

[aliyun]
access_key_id = «c»
access_key_secret = «d»
`, V{"a": "GOOG1E" + g.s(alUpNum, 55), "b": g.s(alB64, 40), "c": "LTAI" + g.an(20), "d": g.an(30)}, "[gcs-interop]")

	g.add("twitter-facebook-tokens", `
TWITTER_API_KEY=«a»
TWITTER_API_SECRET=«b»
TWITTER_BEARER_TOKEN=«c»
FACEBOOK_APP_ID=«_fb»
FACEBOOK_APP_SECRET=«d»
FACEBOOK_PAGE_TOKEN=«e»
`, V{"a": g.an(25), "b": g.an(50), "c": "AAAAAAAAAAAAAAAAAAAAA" + g.an(20) + "%3D" + g.an(50), "_fb": g.digits(15), "d": g.hex(32), "e": "EAA" + g.an(180)}, "FACEBOOK_APP_ID")

	g.add("planetscale-neon-fly-render", `
$ pscale password create acme-db main ci-password
  NAME          USERNAME       ACCESS HOST URL                      PASSWORD
 ------------- -------------- ----------------------------------- ----------------------------------------------
  ci-password   «_u»   aws.connect.psdb.cloud              «a»
$ export NEON_API_KEY=«b»
$ export FLY_API_TOKEN="FlyV1 «c»"
$ export RENDER_API_KEY=«d»
`, V{"_u": g.s(alLowNum, 12), "a": "pscale_pw_" + g.b64u(43), "b": "napi_" + g.s(alLowNum, 64), "c": "fm2_" + g.b64u(400), "d": "rnd_" + g.an(32)}, "aws.connect.psdb.cloud")

	g.add("asana-clickup-trello", `
ASANA_PAT=«a»
CLICKUP_TOKEN=«b»
TRELLO_KEY=«_tk»
TRELLO_TOKEN=«c»
`, V{"a": "2/" + g.digits(16) + "/" + g.digits(16) + ":" + g.hex(32), "b": "pk_" + g.digits(8) + "_" + g.s(alUpNum, 32), "_tk": g.hex(32), "c": "ATTA" + g.hex(64) + g.s(alHexU, 8)}, "TRELLO_KEY")

	g.add("voice-ai-keys-python", `
DEEPGRAM_API_KEY = "«a»"
ELEVENLABS_API_KEY = "«b»"
ASSEMBLYAI_API_KEY = "«c»"
COHERE_API_KEY = "«d»"
`, V{"a": g.hex(40), "b": "sk_" + g.hex(48), "c": g.hex(32), "d": g.an(40)}, "ELEVENLABS_API_KEY")

	g.add("artifactory-jfrog-tokens", `
$ jf c add acme --url=https://acme.jfrog.io --user=ci --access-token=«a» --interactive=false
$ curl -H "X-JFrog-Art-Api: «b»" https://acme.jfrog.io/artifactory/api/repositories
`, V{"a": "eyJ2ZXIiOiIyIiwidHlwIjoiSldUIiwiYWxnIjoiUlMyNTYiLCJraWQiOiI" + g.b64u(40) + "." + g.b64u(200) + "." + g.b64u(342), "b": "AKCp" + g.an(69)}, "https://acme.jfrog.io/artifactory/api/repositories")

	g.add("contentful-stytch-keys", `
CONTENTFUL_SPACE_ID=«_sp»
CONTENTFUL_MANAGEMENT_TOKEN=«a»
STYTCH_PROJECT_ID=project-live-«_pid»
STYTCH_SECRET=«b»
`, V{"_sp": g.s(alLowNum, 12), "a": "CFPAT-" + g.b64u(43), "_pid": g.uuid(), "b": "secret-live-" + g.b64u(36) + "="}, "CONTENTFUL_SPACE_ID")
}

func (g *G) benignCases() {
	g.add("benign-git-log-shas", `
$ git log --format='%H %an %s' -4
«_a» Dana K fix: retry token refresh on 401
«_b» Priya S chore(deps): bump golang.org/x/net to v0.26.0
«_c» Dana K feat: add API key rotation endpoint
«_d» renovate[bot] chore(deps): update actions/checkout digest to «_e»
`, V{"_a": g.gitSHA(), "_b": g.gitSHA(), "_c": g.gitSHA(), "_d": g.gitSHA(), "_e": g.hex(7)})

	g.add("benign-sha256sum-output", `
$ sha256sum dist/*
«_a»  dist/acme-cli_2.4.0_linux_amd64.tar.gz
«_b»  dist/acme-cli_2.4.0_darwin_arm64.tar.gz
«_c»  dist/checksums.txt
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)})

	g.add("benign-package-lock-integrity", `
    "node_modules/lodash": {
      "version": "4.17.21",
      "resolved": "https://registry.npmjs.org/lodash/-/lodash-4.17.21.tgz",
      "integrity": "sha512-«_a»"
    },
    "node_modules/zod": {
      "version": "3.23.8",
      "resolved": "https://registry.npmjs.org/zod/-/zod-3.23.8.tgz",
      "integrity": "sha512-«_b»",
      "funding": { "url": "https://github.com/sponsors/colinhacks" }
    }
`, V{"_a": g.b64(64), "_b": g.b64(64)})

	g.add("benign-yarn-lock", `
"@babel/core@^7.24.0":
  version "7.24.6"
  resolved "https://registry.yarnpkg.com/@babel/core/-/core-7.24.6.tgz#«_a»"
  integrity sha512-«_b»
  dependencies:
    "@ampproject/remapping" "^2.2.0"
`, V{"_a": g.hex(40), "_b": g.b64(64)})

	g.add("benign-go-sum", `
github.com/google/uuid v1.6.0 h1:«_a»
github.com/google/uuid v1.6.0/go.mod h1:«_b»
golang.org/x/crypto v0.24.0 h1:«_c»
`, V{"_a": g.b64(32), "_b": g.b64(32), "_c": g.b64(32)})

	g.add("benign-docker-images-digests", `
$ docker images --digests
REPOSITORY            TAG       DIGEST                                                                    IMAGE ID       SIZE
ghcr.io/acme/api      1.14.2    sha256:«_a»   «_id»   84.1MB
postgres              16        sha256:«_b»   «_id2»   432MB
`, V{"_a": g.hex(64), "_id": g.hex(12), "_b": g.hex(64), "_id2": g.hex(12)})

	g.add("benign-k8s-image-digest-manifest", `
spec:
  containers:
    - name: api
      image: ghcr.io/acme/api@sha256:«_a»
      env:
        - name: OTEL_EXPORTER_OTLP_ENDPOINT
          value: http://otel-collector:4317
  nodeSelector:
    kubernetes.io/arch: amd64
`, V{"_a": g.hex(64)}, "http://otel-collector:4317")

	g.add("benign-kubectl-pod-uids", `
$ kubectl get pods -n payments -o custom-columns=NAME:.metadata.name,UID:.metadata.uid,NODE:.spec.nodeName
NAME                            UID                                    NODE
payments-api-7d9f8c6b5d-x2kqz   «_a»   ip-10-0-3-17.ec2.internal
payments-api-7d9f8c6b5d-m8wzv   «_b»   ip-10-0-4-22.ec2.internal
`, V{"_a": g.uuid(), "_b": g.uuid()}, "payments-api-7d9f8c6b5d-x2kqz")

	g.add("benign-api-response-uuids", `
{
  "data": [
    {"id": "«_a»", "type": "project", "attributes": {"name": "billing", "owner_id": "«_b»"}},
    {"id": "«_c»", "type": "project", "attributes": {"name": "search", "owner_id": "«_b»"}}
  ],
  "meta": {"request_id": "req_«_r»", "next_cursor": "«_cur»"}
}
`, V{"_a": g.uuid(), "_b": g.uuid(), "_c": g.uuid(), "_r": g.an(14), "_cur": b64raw(fmt.Sprintf(`{"after":"%s"}`, g.uuid()))})

	g.add("benign-data-uri-png", `
.logo {
  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAYAAABzenr0AAAA«_a»");
  width: 32px;
}
`, V{"_a": g.s(alB64, 300) + "AAAAAElFTkSuQmCC"})

	cert := g.certPEM()
	g.add("benign-public-certificate", `
$ cat /etc/ssl/certs/acme-internal-ca.pem
-----BEGIN CERTIFICATE-----
«_a»
-----END CERTIFICATE-----
$ openssl x509 -in /etc/ssl/certs/acme-internal-ca.pem -noout -fingerprint -sha256
sha256 Fingerprint=«_fp»
`, V{"_a": cert.body, "_fp": strings.ToUpper(strings.TrimSuffix(strings.Repeat(g.hex(2)+":", 32), ":"))})

	_, pub1 := g.sshEd25519("dana@laptop")
	g.add("benign-authorized-keys", `
$ cat ~/.ssh/authorized_keys
«_a» dana@laptop
«_b» ci@build-runner
`, V{"_a": pub1, "_b": g.sshRSAPub()})

	_, pub2 := g.sshEd25519("")
	g.add("benign-known-hosts", `
$ cat ~/.ssh/known_hosts
github.com «_a»
|1|«_s»|«_h» «_b»
`, V{"_a": pub2, "_s": g.b64(20), "_h": g.b64(20), "_b": g.sshRSAPub()})

	g.add("benign-minified-js", `
!function(e,t){"object"==typeof exports?module.exports=t():e.AcmeWidget=t()}(this,function(){var e="«_a»",t={apiBase:"https://api.acme.io",version:"5.2.1"};function n(n){return e+"/"+n+"?v="+t.version}return{url:n,chunk:"«_c»"}});
`, V{"_a": "acmeWidgetRoot" + g.hex(8), "_c": "chunk-vendors." + g.hex(20) + ".js"}, "https://api.acme.io")

	g.add("benign-compose-env-placeholders", `
services:
  api:
    environment:
      DATABASE_URL: postgres://app:${POSTGRES_PASSWORD}@db:5432/app
      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY:?set in .env}
      OPENAI_API_KEY: "${OPENAI_API_KEY}"
      JWT_SECRET: $JWT_SECRET
`, nil, "${POSTGRES_PASSWORD}", "${STRIPE_SECRET_KEY:?set in .env}", "$JWT_SECRET")

	g.add("benign-env-example-placeholders", `
$ cat .env.example
OPENAI_API_KEY=<your-openai-key-here>
GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
DB_PASSWORD=changeme
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX
AWS_SECRET_ACCESS_KEY=your-secret-access-key
STRIPE_KEY=sk_test_...
`, nil, "<your-openai-key-here>", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "XXXXXXXXXXXXXXXXXXXXXXXX")

	g.add("benign-python-environ", `
import os

OPENAI_API_KEY = os.environ["OPENAI_API_KEY"]
DB_PASSWORD = os.getenv("DB_PASSWORD", "")
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY")
client = OpenAI(api_key=OPENAI_API_KEY)
`, nil, "os.environ[\"OPENAI_API_KEY\"]", "os.getenv(\"DB_PASSWORD\", \"\")", "api_key=OPENAI_API_KEY")

	g.add("benign-js-process-env", `
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY, { apiVersion: "2024-04-10" });
const token = process.env.TOKEN ?? "";
const headers = { Authorization: `+"`Bearer ${token}`"+` };
`, nil, "process.env.STRIPE_SECRET_KEY", "process.env.TOKEN", "Bearer ${token}")

	g.add("benign-empty-and-masked-passwords", `
{
  "username": "admin",
  "password": "",
  "api_key": "********",
  "token": "****************************3f9a",
  "client_secret": null,
  "smtp_password": "<redacted>"
}
`, nil, "\"password\": \"\"", "********", "<redacted>")

	g.add("benign-terraform-var-refs", `
resource "aws_db_instance" "main" {
  identifier = "core-db"
  username   = var.db_username
  password   = var.db_password
}

output "db_password" {
  value     = aws_db_instance.main.password
  sensitive = true
}
$ terraform output
db_password = <sensitive>
`, nil, "var.db_password", "db_password = <sensitive>")

	g.add("benign-gha-secrets-refs", `
      - name: Publish
        run: npm publish
        env:
          NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}
          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
          AWS_ROLE_ARN: arn:aws:iam::«_acct»:role/gha-publish
`, V{"_acct": g.digits(12)}, "${{ secrets.NPM_TOKEN }}", "${{ secrets.GITHUB_TOKEN }}")

	g.add("benign-k8s-secretkeyref", `
env:
  - name: DB_PASSWORD
    valueFrom:
      secretKeyRef:
        name: postgres-credentials
        key: password
  - name: API_TOKEN
    valueFrom:
      secretKeyRef: {name: api-token, key: token}
`, nil, "postgres-credentials", "secretKeyRef: {name: api-token, key: token}")

	g.add("benign-long-java-identifiers", `
public final class AbstractSingletonProxyFactoryBeanConfigurationPropertiesBindingPostProcessor {
    private static final long serialVersionUID = -«_s»L;
    public static final int ic_launcher_foreground_v2_highres = 0x7f0«_r»;
    void refreshAccessTokenIfExpiredOrAboutToExpireWithinGracePeriod() {}
}
`, V{"_s": g.digits(18), "_r": g.hex(5)}, "refreshAccessTokenIfExpiredOrAboutToExpireWithinGracePeriod")

	g.add("benign-vite-build-output", `
vite v5.2.11 building for production...
✓ 1423 modules transformed.
dist/index.html                       0.62 kB │ gzip:   0.38 kB
dist/assets/index-«_a».css        41.27 kB │ gzip:   7.90 kB
dist/assets/vendor-«_b».js      412.88 kB │ gzip: 131.02 kB
dist/assets/index-«_c».js        88.10 kB │ gzip:  27.44 kB
✓ built in 6.12s
`, V{"_a": g.b64u(8), "_b": g.b64u(8), "_c": g.b64u(8)})

	g.add("benign-cargo-lock", `
[[package]]
name = "serde"
version = "1.0.203"
source = "registry+https://github.com/rust-lang/crates.io-index"
checksum = "«_a»"
dependencies = [
 "serde_derive",
]
`, V{"_a": g.hex(64)})

	g.add("benign-requirements-hashes", `
requests==2.32.3 \
    --hash=sha256:«_a» \
    --hash=sha256:«_b»
urllib3==2.2.1 \
    --hash=sha256:«_c»
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.hex(64)})

	g.add("benign-aws-docs-example-keys", `
# From the AWS CLI docs; these example values are not real:
$ aws configure
AWS Access Key ID [None]: AKIAIOSFODNN7EXAMPLE
AWS Secret Access Key [None]: wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
Default region name [None]: us-west-2
`, nil, "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")

	g.add("benign-stripe-publishable-key", `
<script src="https://js.stripe.com/v3/"></script>
<script>
  const stripe = Stripe("«_a»");
  const elements = stripe.elements({ clientSecret: window.__CLIENT_SECRET__ });
</script>
`, V{"_a": g.pkLive()}, "window.__CLIENT_SECRET__")

	g.add("benign-cli-masked-tokens", `
$ gh auth status
github.com
  ✓ Logged in to github.com account dana-k (keyring)
  - Token: gho_************************************
$ aws configure list
      Name                    Value             Type    Location
      ----                    -----             ----    --------
   profile                <not set>             None    None
access_key     ****************«=a» shared-credentials-file
secret_key     ****************«=b» shared-credentials-file
`, V{"=a": g.s(alAWS, 4), "=b": g.s(alB64, 4)}, "gho_************************************", "****************", "shared-credentials-file")

	g.add("benign-trace-and-span-ids", `
{"time":"2024-06-02T12:01:44Z","level":"INFO","msg":"request completed","trace_id":"«_t»","span_id":"«_s»","request_id":"«_r»","duration_ms":41}
`, V{"_t": g.hex(32), "_s": g.hex(16), "_r": g.uuid()})

	g.add("benign-sri-integrity", `
<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.bundle.min.js" integrity="sha384-«_a»" crossorigin="anonymous"></script>
`, V{"_a": g.b64(48)})

	g.add("benign-nix-store-paths", `
$ nix path-info -r ./result | head -3
/nix/store/«_a»-acme-cli-2.4.0
/nix/store/«_b»-glibc-2.39-52
/nix/store/«_c»-openssl-3.0.13
`, V{"_a": g.s("0123456789abcdfghijklmnpqrsvwxyz", 32), "_b": g.s("0123456789abcdfghijklmnpqrsvwxyz", 32), "_c": g.s("0123456789abcdfghijklmnpqrsvwxyz", 32)})

	g.add("benign-onchain-identifiers", `
Contract deployed at «_a»
tx: 0x«_b»
block: 20012384  gas used: 1,284,112
metadata: ipfs://bafybei«_c»
`, V{"_a": g.ethAddr(), "_b": g.hex(64), "_c": g.s("abcdefghijklmnopqrstuvwxyz234567", 52)})

	g.add("benign-gpg-public-key", `
$ gpg --armor --export dana@acme.io
-----BEGIN PGP PUBLIC KEY BLOCK-----

«_a»
-----END PGP PUBLIC KEY BLOCK-----
$ gpg --fingerprint dana@acme.io
      «_fp»
`, V{"_a": wrap("mDMEZ"+g.s(alB64, 600), 64) + "\n=" + g.s(alB64, 4), "_fp": g.s(alHexU, 40)})

	g.add("benign-openapi-security-schemes", `
components:
  securitySchemes:
    ApiKeyAuth:
      type: apiKey
      in: header
      name: X-API-Key
    BearerAuth:
      type: http
      scheme: bearer
      bearerFormat: JWT
security:
  - ApiKeyAuth: []
`, nil, "name: X-API-Key", "bearerFormat: JWT")

	g.add("benign-placeholder-looking-keys", `
# README.md
Set your key before running the examples:

    export STRIPE_API_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX
    export ANTHROPIC_API_KEY=YOUR_API_KEY
    curl -H "Authorization: Bearer <token>" https://api.acme.io/v1/me
`, nil, "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "YOUR_API_KEY", "Bearer <token>")

	g.add("benign-commit-message-mentions", `
commit «_a»
Author: Dana K <dana@acme.io>

    security: rotate GITHUB_TOKEN and SLACK_BOT_TOKEN after offboarding

    The old credentials were revoked in the provider consoles. New values
    live in Vault at secret/data/ci/tokens; nothing is committed here.
`, V{"_a": g.gitSHA()}, "secret/data/ci/tokens", "SLACK_BOT_TOKEN")

	g.add("benign-configmap-base64-json", `
apiVersion: v1
kind: ConfigMap
metadata:
  name: feature-flags
binaryData:
  flags.json: «_a»
`, V{"_a": b64s(`{"new_checkout":true,"search_v2":false,"max_cart_items":50}`)})

	g.add("benign-helm-existing-secret", `
postgresql:
  auth:
    existingSecret: pg-credentials
    secretKeys:
      adminPasswordKey: postgres-password
      userPasswordKey: password
vault:
  role: checkout
  secretPath: secret/data/checkout/db
`, nil, "existingSecret: pg-credentials", "adminPasswordKey: postgres-password")

	g.add("benign-password-policy-code", `
PASSWORD_MIN_LENGTH = 12
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 12}},
]
class LoginForm(forms.Form):
    password = forms.CharField(widget=forms.PasswordInput, label="Password")
`, nil, "PASSWORD_MIN_LENGTH = 12", "forms.PasswordInput")

	g.add("benign-sentry-release-debug-ids", `
$ sentry-cli sourcemaps inject ./dist
> Found 12 files
> Injecting debug ids
  [«_a»] dist/assets/index-«_h».js
$ sentry-cli releases new «_sha»
`, V{"_a": g.uuid(), "_h": g.b64u(8), "_sha": g.gitSHA()})

	g.add("benign-terraform-lock-hcl", `
provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.53.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:«_a»",
    "zh:«_b»",
    "zh:«_c»",
  ]
}
`, V{"_a": g.b64(32), "_b": g.hex(64), "_c": g.hex(64)})

	g.add("benign-sops-encrypted-file", `
$ cat secrets/prod.enc.yaml
postgres:
    password: ENC[AES256_GCM,data:«_a»,iv:«_b»,tag:«_c»,type:str]
sops:
    age:
        - recipient: «_r»
    lastmodified: "2024-05-30T08:12:44Z"
    version: 3.8.1
`, V{"_a": g.b64(18), "_b": g.b64(32), "_c": g.b64(16), "_r": g.agePublic()})

	g.add("benign-curl-with-var-and-uuid-path", `
$ curl -s -H "Authorization: Bearer $ACME_TOKEN" https://api.acme.io/v1/orgs/«_a»/projects/«_b»/members
`, V{"_a": g.uuid(), "_b": g.uuid()}, "Bearer $ACME_TOKEN")

	g.add("benign-x509-and-ssh-fingerprints", `
$ ssh-keygen -lf ~/.ssh/id_ed25519.pub
256 SHA256:«_a» dana@laptop (ED25519)
$ openssl x509 -noout -serial -in server.crt
serial=«_s»
`, V{"_a": g.b64(32)[:43], "_s": g.s(alHexU, 40)})

	g.add("benign-css-modules-and-react-keys", `
<div class="Button_primary__«_a» Card_root__«_b»" data-reactid="«_c»" data-testid="checkout-submit">
`, V{"_a": g.b64u(5), "_b": g.b64u(5), "_c": g.hex(16)}, "checkout-submit")

	g.add("benign-docker-compose-healthcheck-and-hashes", `
$ docker compose ps --format json | jq -r '.[] | .ID + " " + .Image'
«_a» postgres:16
«_b» redis:7.2-alpine
$ git rev-parse HEAD
«_c»
`, V{"_a": g.hex(64), "_b": g.hex(64), "_c": g.gitSHA()})
}

// dpapiBytes open every DPAPI blob: version 1, the provider GUID
// df9d8cd0-1501-11d1-8c7a-00c04fc297eb (little-endian), version 1.
var dpapiBytes = []byte{
	1, 0, 0, 0, 0xd0, 0x8c, 0x9d, 0xdf, 0x01, 0x15, 0xd1, 0x11,
	0x8c, 0x7a, 0x00, 0xc0, 0x4f, 0xc2, 0x97, 0xeb, 1, 0, 0, 0,
}

// dpapiHeader and dpapiHex are the blob's head in base64 and in hex
// (ConvertFrom-SecureString's output).
var (
	dpapiHeader = base64.StdEncoding.EncodeToString(dpapiBytes)
	dpapiHex    = hex.EncodeToString(dpapiBytes)
)
