package cases

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
)

// Places are where a case is planted in a session: a user's message and
// the output of a tool call.
var Places = []string{"user", "tool"}

// EntryID is the id of the entry carrying case i at place.
func EntryID(i int, place string) string { return fmt.Sprintf("c%06d%s", i, place[:1]) }

// Session returns a valid omp v3 session holding every case twice: a
// user's message with its text, then an assistant's tool call whose
// result is its text.
func Session(cases []Case) []byte {
	var buf bytes.Buffer
	line := func(v any) {
		b, err := json.Marshal(v)
		if err != nil {
			panic(err) // maps of strings and numbers
		}
		buf.Write(b)
		buf.WriteByte('\n')
	}
	line(map[string]any{"type": "session", "version": 3, "id": "0199a1b2-c3d4-7e5f-8a9b-000000000001",
		"timestamp": "2026-11-02T10:00:00.000Z", "cwd": "/home/dev/src/app"})
	var parent any
	ts := int64(1793613600000)
	entry := func(id string, msg map[string]any) {
		ts += 1000
		msg["timestamp"] = ts
		line(map[string]any{"type": "message", "id": id, "parentId": parent, "timestamp": "2026-11-02T10:00:00.000Z", "message": msg})
		parent = id
	}
	usage := map[string]any{"input": 1, "output": 1, "cacheRead": 0, "cacheWrite": 0, "totalTokens": 2,
		"cost": map[string]any{"input": 0, "output": 0, "cacheRead": 0, "cacheWrite": 0, "total": 0}}
	for i, c := range cases {
		entry(EntryID(i, "user"), map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": c.Text}}})
		call := fmt.Sprintf("call_%06d", i)
		entry(fmt.Sprintf("a%06d", i), map[string]any{"role": "assistant", "content": []any{map[string]any{"type": "toolCall", "id": call, "name": "read",
			"arguments": map[string]any{"path": "notes.txt"}}}, "api": "anthropic-messages", "provider": "anthropic", "model": "claude-sonnet-4-5",
			"usage": usage, "stopReason": "toolUse"})
		entry(EntryID(i, "tool"), map[string]any{"role": "toolResult", "toolCallId": call, "toolName": "read",
			"content": []any{map[string]any{"type": "text", "text": c.Text}}, "isError": false})
	}
	return buf.Bytes()
}

// Texts maps the id of each case entry of a (redacted) session to its
// text; a removed entry has none.
func Texts(jsonl []byte) (map[string]string, error) {
	m := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(jsonl))
	sc.Buffer(make([]byte, 1<<20), 64<<20)
	for sc.Scan() {
		var e struct {
			ID      string `json:"id"`
			Message struct {
				Content []struct {
					Text string `json:"text"`
				} `json:"content"`
			} `json:"message"`
		}
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			return nil, err
		}
		if !strings.HasPrefix(e.ID, "c") {
			continue
		}
		var t strings.Builder
		for _, c := range e.Message.Content {
			t.WriteString(c.Text)
		}
		m[e.ID] = t.String()
	}
	return m, sc.Err()
}

// Score is what a redaction kept of the cases.
type Score struct {
	Secrets, SecretsGone int
	Benign, BenignKept   int
	// Misses name each secret left and each benign string lost: kind,
	// place and case name, never the value.
	Misses []string
}

// Measure scores the redacted texts (see Texts) of cases planted by
// Session: those whose names start with one of prefixes, or, with none
// given, those whose names start with no prefix of Batches.
func Measure(cases []Case, texts map[string]string, prefixes ...string) Score {
	one := func(ss []string) [][]string {
		out := make([][]string, len(ss))
		for i, s := range ss {
			out[i] = []string{s}
		}
		return out
	}
	return MeasureForms(cases, texts, func(i int) ([][]string, [][]string) {
		return one(cases[i].Secrets), one(cases[i].Benign)
	}, prefixes...)
}

// MeasureForms is Measure for cases planted in another form (an
// encoding, see bench/contexts/score): forms(i) gives, for each secret
// and each benign string of case i, the strings whose presence in its
// redacted text means the secret was left or the benign string kept.
func MeasureForms(cases []Case, texts map[string]string, forms func(i int) (secrets, benign [][]string), prefixes ...string) Score {
	var sc Score
	anyIn := func(got string, fs []string) bool {
		for _, f := range fs {
			if strings.Contains(got, f) {
				return true
			}
		}
		return false
	}
	for i, c := range cases {
		if !InGroup(c.Name, prefixes) {
			continue
		}
		secrets, benign := forms(i)
		for _, p := range Places {
			got := texts[EntryID(i, p)]
			for _, fs := range secrets {
				sc.Secrets++
				if anyIn(got, fs) {
					sc.Misses = append(sc.Misses, "secret left\t"+p+"\t"+c.Name)
				} else {
					sc.SecretsGone++
				}
			}
			for _, fs := range benign {
				sc.Benign++
				if anyIn(got, fs) {
					sc.BenignKept++
				} else {
					sc.Misses = append(sc.Misses, "benign lost\t"+p+"\t"+c.Name)
				}
			}
		}
	}
	return sc
}

// Batches are the name prefixes of the batches scored apart from the
// first six (see Measure).
var Batches = []string{"vendor/", "doc/", "tail/", "api/", "data/", "ops/", "dev/", "ai/", "intl/", "idp/", "talk/", "lang/", "ent/", "dot/", "home/", "web/", "tel/", "sec/", "rare/", "far/", "biz/", "mob/", "enc/", "prose/", "cfgw/", "ids/", "urls/", "paste/", "rows/", "traffic/", "mail/", "vcs/", "vault/", "dump/", "term/", "ide/", "test/", "flag/", "pipe/", "agentlog/", "obs/", "sql/", "sys/", "kube/", "sci/", "web3/", "game/", "iac/", "win/", "mac/", "build/", "pay/", "net/", "nosql/", "legacy/", "iot/", "novice/", "cicd/", "saas/", "media/", "geo/", "fin/", "health/", "ads/", "chatops/", "paas/", "ecom/", "robot/", "hpc/", "brokers/", "mobiledev/", "logistics/", "backup/", "cms/", "remote/", "edu/", "gov/", "mlops/", "secops/", "email/", "frontend/", "pkgpub/", "ff/", "acme/", "l10n/", "search/", "scrape/", "qa/", "support/", "nb/", "erp/", "shellhist/", "dba/", "mdm/", "voip/", "dns/", "mcp/", "lowcode/", "stream/", "crm/", "crash/", "print/", "selfhost/", "vpn/", "gamedev/", "bots/", "saml/", "browserext/", "cdn/", "dataeng/", "dbgprint/", "testfix/", "pwexport/", "dc/", "clitoken/", "webauth/", "regional/", "aicfg/", "ctr/", "pentest/", "webhooks/", "scripts/", "cfglang/", "infraout/", "diffs/", "chatexport/", "applogs/", "creddump/", "embedded/", "dbtools/", "consolecopy/", "browserstate/", "migration/", "serial/", "templating/", "quoting/", "viewers/", "userasks/", "repl/", "grepout/", "transport/", "autherrs/", "tables/", "richpaste/", "reveng/", "httpfiles/", "listings/", "serverless/", "positional/", "buildcache/", "llmapps/", "desktop/", "auditlogs/", "proxies/", "orm/", "devenv/", "scheduler/", "panels/", "notes/", "storage/", "bi/", "forge/", "stats/", "erpx/", "langx/", "sdkinit/", "intlx/", "vendorx/", "fwk/", "agentx/"}

// InGroup reports whether a case named name is in the group of prefixes
// (see Measure).
func InGroup(name string, prefixes []string) bool {
	if len(prefixes) == 0 {
		for _, p := range Batches {
			if strings.HasPrefix(name, p) {
				return false
			}
		}
		return true
	}
	for _, p := range prefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}
