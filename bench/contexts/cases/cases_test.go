package cases_test

import (
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/bench/contexts/cases"
	"github.com/omp-redact/omp-redact/internal/enginetest"
	"github.com/omp-redact/omp-redact/session"
)

// TestCasesWellFormed: every case's secrets and benign strings are in its
// text, apart, and a seed gives the same cases.
func TestCasesWellFormed(t *testing.T) {
	a, b := cases.Generate(3), cases.Generate(3)
	if len(a) < 900 || len(a) != len(b) {
		t.Fatalf("%d and %d cases", len(a), len(b))
	}
	for i, c := range a {
		if c.Text != b[i].Text {
			t.Fatalf("%s: not deterministic", c.Name)
		}
		for _, s := range append(append([]string(nil), c.Secrets...), c.Benign...) {
			if !strings.Contains(c.Text, s) {
				t.Errorf("%s: %d-byte string not in its text", c.Name, len(s))
			}
		}
	}
}

// TestRedactGeneralizes: redact (default profile) removes the secrets of
// the realistic-context cases, written apart from the detectors, and
// keeps their benign strings. The floors are regression floors under what
// the engine reaches today, per group of batches (see generalizeFloors);
// a miss names its case, never its value.
func TestRedactGeneralizes(t *testing.T) {
	if testing.Short() {
		t.Skip("redacts two sessions of every case")
	}
	b := enginetest.Build(t, "default")
	for _, seed := range []uint64{1, 2} {
		cs := cases.Generate(seed)
		res, err := b.Engine.Session("contexts.jsonl", cases.Session(cs), session.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if res.Fatal != nil {
			t.Fatal(res.Fatal)
		}
		texts, err := cases.Texts(res.Output)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range generalizeFloors {
			sc := cases.Measure(cs, texts, f.prefixes...)
			gone := float64(sc.SecretsGone) / float64(sc.Secrets)
			kept := float64(sc.BenignKept) / float64(sc.Benign)
			t.Logf("seed %d, %s: secrets removed %.1f %%, benign kept %.1f %%", seed, f.name, 100*gone, 100*kept)
			if gone < f.gone || kept < f.kept {
				for _, m := range sc.Misses {
					t.Log(m)
				}
				t.Errorf("seed %d, %s: removed %.3f (floor %.2f), kept %.3f (floor %.2f)", seed, f.name, gone, f.gone, kept, f.kept)
			}
		}
	}
}

// generalizeFloors are the groups TestRedactGeneralizes scores apart and
// their floors, a little under what the engine reaches (seed 1 / seed 2).
// The first six batches (1332 cases) stood at 97.2 % removed and 95.3 %
// kept when the seventh and eighth came (now 97.6 / 97.7 % and 95.9 /
// 95.8 %); those two came in, with the rules at 3fbea28, at 93.5 % /
// 90.6 % (vendors; now 97.6 / 97.3 % and 91.5 / 90.8 %) and 51.6 % /
// 95.4 % (documents and personal stores; now 85.5 / 84.7 % and 95.9 /
// 96.1 %). The ninth (the long tail of credential formats) came in, with
// the rules at 641cb54, at 91.3 % / 92.5 % (now 96.2 / 95.4 % and 93.6 /
// 94.2 %). The tenth (credentials on the wire and in API clients) came
// in, with the rules at 6e11afc, at 92.1 % / 92.4 % (now 97.4 / 97.8 %
// and 92.4 / 92.4 %); the eleventh (data engineering and ML work), with
// the rules at 0c71951, at 95.8 % / 95.8 % (now 97.0 / 97.4 % and 97.6 /
// 97.6 %); the twelfth (system and network administration and security
// operations), with the rules at 0b04336, at 63.7 % / 95.5 % (now 88.5 /
// 88.2 % and 96.8 / 97.0 %). The twenty-first session's three (talk
// about credentials, source code in 35 languages, enterprise and legacy
// software) came in, with the rules at e8704fa, at 87.4 % / 96.1 %,
// 84.7 % / 97.3 % and 67.1 % / 98.5 % (seed 1; at f78dffe 89.5 / 96.4,
// 89.6 / 97.3 and 81.4 / 98.3); its two later ones (dotfiles and mail,
// home lab and self-hosted software), with the rules at dc1f364 and
// b293120, at 90.1 % / 94.5 % and 91.2 % / 91.7 % (now 91.9 / 94.5 and
// 92.4 / 92.3). The twenty-second session's four (PHP, CMSs and web
// hosting; telecom, VoIP, streaming, industrial, HPC and healthcare; the
// far long tail of vendors; security tools' output) came in, with the
// rules at 5b2d7a6 (sec/ at e55cf31), at 89.3 % / 95.6 %, 78.5 % /
// 97.0 %, 88.1 % / 88.1 % and 67.7 % / 98.0 % (seed 1; at f3a43e4 92.2 /
// 95.6, 85.6 / 97.0, 92.1 / 87.9 and 82.8 / 97.8). The twenty-third
// session's four (developer and infrastructure SaaS of the far long tail;
// business SaaS and regional APIs; mobile, game, embedded and desktop
// development; credentials encoded and escaped) came in, with the rules
// at bfecdbf, bfecdbf, 1bfa072 and 8fc2db2, at 84.0 % / 93.6 %, 86.5 % /
// 92.7 %, 81.7 % / 90.9 % and 80.0 % / 96.0 % (seed 1; at 73eaf4b 91.6 /
// 93.6, 90.5 / 92.5, 83.7 / 90.9 and 83.5 / 95.6).
var generalizeFloors = []struct {
	name       string
	prefixes   []string // case names with one of these prefixes; nil: the rest
	gone, kept float64
}{
	{"first six batches", nil, 0.96, 0.94},
	{"vendors", []string{"vendor/"}, 0.95, 0.89},
	{"documents", []string{"doc/"}, 0.81, 0.94},
	{"long tail", []string{"tail/"}, 0.92, 0.92},
	{"API clients", []string{"api/"}, 0.95, 0.90},
	{"data work", []string{"data/"}, 0.94, 0.95},
	{"operations", []string{"ops/"}, 0.88, 0.95},
	{"development and release", []string{"dev/"}, 0.95, 0.85},
	{"AI tooling", []string{"ai/"}, 0.97, 0.96},
	{"other languages", []string{"intl/"}, 0.88, 0.94},
	{"identity and sessions", []string{"idp/"}, 0.93, 0.85},
	{"talk about credentials", []string{"talk/"}, 0.88, 0.95},
	{"source code across languages", []string{"lang/"}, 0.88, 0.96},
	{"enterprise and legacy", []string{"ent/"}, 0.87, 0.97},
	// (kept 0.929 on seed 1 once the thirty-seventh session's batches
	// joined the session: the cases' neighbours moved, and the session's
	// first binary keeps the same 910 of 980 there)
	{"dotfiles and mail", []string{"dot/"}, 0.89, 0.92},
	{"home lab and self-hosted", []string{"home/"}, 0.91, 0.91},
	{"PHP, CMSs and web hosting", []string{"web/"}, 0.91, 0.95},
	{"telecom, OT, HPC and healthcare", []string{"tel/"}, 0.84, 0.96},
	{"the far long tail of vendors", []string{"rare/"}, 0.90, 0.87},
	{"security tools' output", []string{"sec/"}, 0.81, 0.97},
	{"developer and infrastructure SaaS of the far long tail", []string{"far/"}, 0.89, 0.93},
	{"business SaaS and regional APIs", []string{"biz/"}, 0.89, 0.92},
	{"mobile, game, embedded and desktop development", []string{"mob/"}, 0.82, 0.90},
	{"credentials encoded and escaped", []string{"enc/"}, 0.82, 0.95},
	{"keys pasted into prose and chat with no word naming them", []string{"prose/"}, 0.54, 0.99},
	// kept 97.9 % since search/ came: gitleaks' hashicorp-tf-password
	// (kept for parity) takes "username" after "grant_type": "password",
	// and one value found is masked in every entry of the session (the
	// thirty-third session's batches, in the same session, took cfgw/'s
	// kept share from 97.5 to 97.3 % with the session's first binary too)
	{"weak-looking values under keys that name them", []string{"cfgw/"}, 0.79, 0.97},
	{"random-looking ids beside one secret (precision)", []string{"ids/"}, 0.97, 0.94},
	{"credentials inside URLs", []string{"urls/"}, 0.75, 0.95},
	{"credentials pasted from consoles, dashboards and password managers", []string{"paste/"}, 0.89, 0.93},
	{"credentials in tabular and record output", []string{"rows/"}, 0.85, 0.93},
	{"captured and exported HTTP traffic", []string{"traffic/"}, 0.87, 0.92},
	{"credentials in e-mail, chat and ticket exports", []string{"mail/"}, 0.85, 0.90},
	{"credentials in diffs, blame, reviews and history rewrites", []string{"vcs/"}, 0.92, 0.94},
	{"secret managers: plaintext beside ciphertext that must stay", []string{"vault/"}, 0.89, 0.86},
	{"debuggers' and REPLs' dumps of objects", []string{"dump/"}, 0.93, 0.92},
	{"raw terminal output and CI logs", []string{"term/"}, 0.94, 0.90},
	{"IDE, editor and desktop tool files", []string{"ide/"}, 0.94, 0.91},
	{"test suites, fixtures and recordings", []string{"test/"}, 0.93, 0.92},
	{"passwords on command lines", []string{"flag/"}, 0.94, 0.96},
	{"data-integration and automation configs", []string{"pipe/"}, 0.93, 0.90},
	{"AI assistants' logs and exports", []string{"agentlog/"}, 0.94, 0.93},
	{"observability data and its tooling", []string{"obs/"}, 0.93, 0.94},
	{"SQL and database administration", []string{"sql/"}, 0.90, 0.92},
	{"operating-system and service configuration", []string{"sys/"}, 0.90, 0.95},
	{"Kubernetes and container platforms", []string{"kube/"}, 0.95, 0.88},
	{"research, science and ML work", []string{"sci/"}, 0.90, 0.95},
	{"blockchain and crypto development", []string{"web3/"}, 0.91, 0.91},
	{"game servers, modding and streaming", []string{"game/"}, 0.91, 0.90},
	{"infrastructure as code and its outputs", []string{"iac/"}, 0.93, 0.90},
	{"Windows and Microsoft administration", []string{"win/"}, 0.92, 0.92},
	{"macOS and Apple tooling", []string{"mac/"}, 0.94, 0.90},
	{"package registries and build tools", []string{"build/"}, 0.94, 0.93},
	{"payments and commerce integrations", []string{"pay/"}, 0.95, 0.79},
	{"network equipment and network services", []string{"net/"}, 0.85, 0.94},
	{"data stores and messaging systems", []string{"nosql/"}, 0.93, 0.89},
	{"legacy enterprise systems", []string{"legacy/"}, 0.82, 0.96},
	{"IoT, embedded and smart-home work", []string{"iot/"}, 0.92, 0.91},
	{"beginners' and students' code and questions", []string{"novice/"}, 0.89, 0.92},
	{"CI/CD systems, their configs and logs", []string{"cicd/"}, 0.95, 0.90},
	{"SaaS administration and integrations", []string{"saas/"}, 0.94, 0.83},
	{"NAS, self-hosted media and download stacks", []string{"media/"}, 0.92, 0.91},
	{"maps, logistics, mobility and travel", []string{"geo/"}, 0.91, 0.89},
	{"finance, trading, banking and accounting", []string{"fin/"}, 0.93, 0.90},
	{"healthcare, education and government integrations", []string{"health/"}, 0.91, 0.89},
	{"marketing, advertising and product analytics", []string{"ads/"}, 0.97, 0.88},
	{"bots and messaging platforms", []string{"chatops/"}, 0.93, 0.89},
	{"smaller clouds and application platforms", []string{"paas/"}, 0.96, 0.95},
	{"e-commerce platforms and marketplaces", []string{"ecom/"}, 0.96, 0.85},
	{"robotics, drones, vehicles and edge fleets", []string{"robot/"}, 0.88, 0.95},
	{"scientific computing and HPC clusters", []string{"hpc/"}, 0.88, 0.94},
	{"message brokers, queues and streaming", []string{"brokers/"}, 0.91, 0.93},
	{"mobile app build, signing and release", []string{"mobiledev/"}, 0.94, 0.87},
	{"shipping, travel, fleet and mobility APIs", []string{"logistics/"}, 0.91, 0.92},
	{"backup, sync and object storage", []string{"backup/"}, 0.94, 0.96},
	{"web frameworks and CMS platforms", []string{"cms/"}, 0.92, 0.91},
	{"remote access, tunnels and VPNs", []string{"remote/"}, 0.90, 0.92},
	{"education technology: LMS, LTI, rostering", []string{"edu/"}, 0.93, 0.92},
	{"public sector, legal, tax and e-signature", []string{"gov/"}, 0.91, 0.92},
	{"ML engineering and LLM application stacks", []string{"mlops/"}, 0.95, 0.96},
	{"security operations tooling", []string{"secops/"}, 0.89, 0.91},
	{"sending and receiving e-mail", []string{"email/"}, 0.88, 0.94},
	{"frontend and full-stack JavaScript", []string{"frontend/"}, 0.95, 0.84},
	// the thirtieth session's batches: the first wave came at 94.1 % /
	// 95.0 % (removed / kept, seed 1; now 96.5 / 95.6 %), the second, with
	// the first wave's rules in, at 90.4 % / 96.1 % (now 93.0 / 96.1 %)
	{"publishing packages and private registries", []string{"pkgpub/"}, 0.97, 0.97},
	{"feature flags and product analytics", []string{"ff/"}, 0.96, 0.91},
	{"TLS certificate automation and DNS providers", []string{"acme/"}, 0.97, 0.94},
	{"localization and translation tooling", []string{"l10n/"}, 0.92, 0.94},
	{"search engines and vector databases", []string{"search/"}, 0.95, 0.92},
	{"web scraping, proxies and browser automation", []string{"scrape/"}, 0.88, 0.95},
	{"QA, device clouds and load testing", []string{"qa/"}, 0.95, 0.95},
	{"customer support and CRM", []string{"support/"}, 0.91, 0.94},
	{"notebooks and interactive computing", []string{"nb/"}, 0.94, 0.95},
	{"ERP, accounting and back-office integrations", []string{"erp/"}, 0.91, 0.92},
	{"shell histories and terminal recordings", []string{"shellhist/"}, 0.92, 0.98},
	{"database administration", []string{"dba/"}, 0.92, 0.95},
	{"IT administration and device management", []string{"mdm/"}, 0.90, 0.96},
	{"telephony and real-time communication", []string{"voip/"}, 0.89, 0.95},
	// the thirty-first session's first wave, written apart and scored
	// first with the rules of that session before any of them (95.7 % of
	// 3,342 secrets removed, 94.2 % of 6,628 benign values kept)
	{"DNS, domains, CDN and edge", []string{"dns/"}, 0.96, 0.94},
	{"MCP servers and AI-assistant configuration", []string{"mcp/"}, 0.97, 0.94},
	{"low-code and automation platforms", []string{"lowcode/"}, 0.96, 0.93},
	{"live streaming and creator tools", []string{"stream/"}, 0.91, 0.88},
	{"CRM, marketing, HR and payroll integrations", []string{"crm/"}, 0.95, 0.91},
	{"secrets leaked through failures", []string{"crash/"}, 0.98, 0.96},
	// its second wave, scored first with the first wave's rules in (91.5 %
	// of 4,072 secrets removed, 94.6 % of 8,224 benign values kept)
	{"3D printing, printers and makerspaces", []string{"print/"}, 0.85, 0.96},
	{"self-hosted applications", []string{"selfhost/"}, 0.95, 0.93},
	{"VPNs and overlay networks", []string{"vpn/"}, 0.88, 0.91},
	{"game development services", []string{"gamedev/"}, 0.90, 0.95},
	{"chat bots and messaging platforms", []string{"bots/"}, 0.95, 0.92},
	{"SAML, OIDC, Kerberos, LDAP and RADIUS", []string{"saml/"}, 0.92, 0.93},
	{"the browser as a developer's tool", []string{"browserext/"}, 0.95, 0.92},
	// thirty-second session, first wave, scored first with the session's
	// first rules (93.2 % of 4,040 secrets removed, 95.8 % of 7,488
	// benign values kept)
	{"CDNs, edge platforms and signed delivery", []string{"cdn/"}, 0.91, 0.93},
	{"data engineering, ETL and orchestration", []string{"dataeng/"}, 0.97, 0.96},
	{"debug representations of objects", []string{"dbgprint/"}, 0.94, 0.93},
	{"recorded HTTP traffic and test fixtures", []string{"testfix/"}, 0.96, 0.95},
	{"password managers and credential stores", []string{"pwexport/"}, 0.89, 0.94},
	{"datacenter hardware and its management plane", []string{"dc/"}, 0.87, 0.96},
	{"what CLIs print when they mint credentials", []string{"clitoken/"}, 0.97, 0.93},
	// its second wave, scored first with the first wave's rules in (91.9 %
	// of 3,956 secrets removed, 94.1 % of 6,792 benign values kept)
	{"authentication inside web frameworks", []string{"webauth/"}, 0.90, 0.88},
	{"clouds and SaaS outside the US big three", []string{"regional/"}, 0.95, 0.90},
	{"AI coding agents and LLM gateways", []string{"aicfg/"}, 0.97, 0.94},
	{"processes and containers inspected", []string{"ctr/"}, 0.95, 0.95},
	{"offensive-security tools' findings", []string{"pentest/"}, 0.86, 0.96},
	{"webhooks end to end", []string{"webhooks/"}, 0.94, 0.92},
	// the thirty-third session's first wave, scored first with that
	// session's brute-force and XML-attribute rules in (95.7 % of 3,710
	// secrets removed)
	{"scripts with credentials inline", []string{"scripts/"}, 0.97, 0.97},
	{"the zoo of configuration languages", []string{"cfglang/"}, 0.96, 0.94},
	{"infrastructure tools' output", []string{"infraout/"}, 0.97, 0.95},
	{"diffs, blame and review artifacts", []string{"diffs/"}, 0.96, 0.95},
	{"exported chats and mail", []string{"chatexport/"}, 0.88, 0.96},
	{"application and platform logs", []string{"applogs/"}, 0.94, 0.93},
	// its second wave, scored first with the first wave's rules in (89.3 %
	// of 3,760 secrets removed)
	{"workstation credential recovery tools", []string{"creddump/"}, 0.86, 0.96},
	{"network appliances and embedded devices", []string{"embedded/"}, 0.84, 0.95},
	{"database client tools", []string{"dbtools/"}, 0.92, 0.95},
	{"text copied from web consoles", []string{"consolecopy/"}, 0.89, 0.91},
	{"browser and web-client state", []string{"browserstate/"}, 0.87, 0.95},
	{"data movement and integration", []string{"migration/"}, 0.96, 0.93},
	// the thirty-fourth session's batches, written apart, each scored
	// first with the rules of the moment (see bench/RECALL.md: quoting/
	// 91.3 %, viewers/ 83.9 %); the floors are under the session's end
	{"serialized and printed data structures", []string{"serial/"}, 0.94, 0.94},
	{"templates, defaults and rendered output", []string{"templating/"}, 0.96, 0.92},
	{"layers of quoting and escaping", []string{"quoting/"}, 0.95, 0.95},
	{"files shown through viewers and dumps", []string{"viewers/"}, 0.96, 0.93},
	// the thirty-fifth session's, the same way (first runs: userasks/
	// 93.6 %, repl/ 93.8 %, grepout/ 99.6 %, transport/ 89.7 %)
	{"credentials users hand to the agent in chat", []string{"userasks/"}, 0.93, 0.97},
	{"REPL and debugger sessions", []string{"repl/"}, 0.95, 0.93},
	{"search and listing tools' output", []string{"grepout/"}, 0.98, 0.91},
	{"transport and storage encodings", []string{"transport/"}, 0.92, 0.90},
	// the thirty-sixth session's, the same way (first runs: autherrs/
	// 94.5 %, tables/ 92.8 %, richpaste/ 90.3 %, reveng/ 85.6 %)
	{"errors and debug output that echo a credential", []string{"autherrs/"}, 0.96, 0.96},
	{"tabular and column-aligned output", []string{"tables/"}, 0.93, 0.94},
	{"text pasted from rich-text tools", []string{"richpaste/"}, 0.91, 0.95},
	{"reverse engineering and built artifacts", []string{"reveng/"}, 0.84, 0.94},
	// the thirty-seventh session's, the same way (first runs: httpfiles/
	// 98.0 %, listings/ 97.0 %, serverless/ 98.0 %, positional/ 91.2 %,
	// buildcache/ 99.5 %, llmapps/ 99.6 %, desktop/ 89.5 %, auditlogs/
	// 96.5 %)
	{"HTTP request files and API tooling exports", []string{"httpfiles/"}, 0.97, 0.96},
	{"listings of machines and buckets", []string{"listings/"}, 0.95, 0.96},
	{"serverless and edge functions", []string{"serverless/"}, 0.95, 0.95},
	{"secrets given by position", []string{"positional/"}, 0.92, 0.95},
	{"build systems and remote caches", []string{"buildcache/"}, 0.97, 0.95},
	{"applications built on LLMs", []string{"llmapps/"}, 0.97, 0.94},
	{"desktop applications' files", []string{"desktop/"}, 0.87, 0.94},
	{"audit and access logs", []string{"auditlogs/"}, 0.94, 0.94},
	// the thirty-eighth session's, the same way (first runs: proxies/
	// 89.2 %, orm/ 98.8 %, devenv/ 99.1 %, scheduler/ 99.5 %, panels/
	// 88.5 %, notes/ 90.0 %, storage/ 92.8 %, bi/ 99.0 %; at the
	// thirty-ninth's end, seed 1 / seed 2: 96.2 / 97.2, 99.4, 99.1,
	// 100.0, 90.0 / 91.5, 91.4, 95.1 / 95.5, 99.0 %)
	{"proxies and tunnels", []string{"proxies/"}, 0.95, 0.94},
	{"ORMs, framework database settings and migrations", []string{"orm/"}, 0.98, 0.96},
	{"developer environments and their setup", []string{"devenv/"}, 0.97, 0.94},
	{"job schedulers, task queues and workflow engines", []string{"scheduler/"}, 0.98, 0.96},
	{"web hosting control panels", []string{"panels/"}, 0.89, 0.97},
	{"personal notes and knowledge bases", []string{"notes/"}, 0.90, 0.93},
	{"storage systems", []string{"storage/"}, 0.94, 0.97},
	{"business intelligence and analytics tools", []string{"bi/"}, 0.97, 0.93},
	// the fortieth session's, the same way (first runs: forge/ 96.6 %,
	// stats/ 91.4 %, erpx/ 89.1 %; at its end, seed 1 / seed 2: 98.1 %,
	// 94.8 / 94.4 %, 94.0 / 94.7 %)
	{"self-hosted forges and their administration", []string{"forge/"}, 0.97, 0.95},
	{"statistics and scientific languages, data portals", []string{"stats/"}, 0.93, 0.98},
	{"ERP and back-office integration (a second author)", []string{"erpx/"}, 0.93, 0.95},
	// the forty-first session's, the same way (first runs, seed 1 / seed
	// 2: langx/ 94.1 / 93.8 %, sdkinit/ 97.8 / 98.1 %, intlx/ 79.8 /
	// 81.2 %; at its end: 96.6 / 96.3, 98.4, 89.5 / 89.2 %)
	{"less common languages and their package managers", []string{"langx/"}, 0.95, 0.97},
	{"SDK constructors and init calls", []string{"sdkinit/"}, 0.97, 0.91},
	{"non-English and mixed-script text (a second author)", []string{"intlx/"}, 0.88, 0.97},
	// the forty-second session's (its start binary, seed 1 / seed 2:
	// vendorx/ 97.6 / 97.2 %, fwk/ 97.4 / 96.8 %; at its end: 98.4 /
	// 98.0 %, 98.0 / 97.1 %; vendorx/ keeps 85.6 % of its benign strings: the
	// publishable keys gitleaks' generic-api-key reports, and ids next to
	// their secret, which credential-pair masks on purpose)
	{"further SaaS and API vendors in their documented formats", []string{"vendorx/"}, 0.96, 0.84},
	{"application frameworks' settings", []string{"fwk/"}, 0.95, 0.92},
	// (agentx/, seed 1 / seed 2: first run 97.3 / 96.9 %, at the
	// session's end 98.1 / 97.7 %)
	{"a coding agent's own words and tool calls around secrets", []string{"agentx/"}, 0.96, 0.95},
}

// TestCasesAnySeed: every seed builds the corpus (a case's generator
// must not depend on its values' luck: seed 5 once cut a quoted-printable
// secret so that one of its pieces lay inside another).
func TestCasesAnySeed(t *testing.T) {
	for seed := uint64(4); seed <= 12; seed++ {
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Errorf("seed %d: %v", seed, r)
				}
			}()
			cases.Generate(seed)
		}()
	}
}
