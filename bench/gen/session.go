package main

import (
	"bufio"
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"path"
	"strconv"
	"strings"
	"time"
)

// sessionGen writes one omp v3 session file line by line. Turns follow the
// shape of real sessions: user prompt, assistant rounds with thinking, text
// and tool calls, tool results, and now and then compactions, branch
// summaries, custom entries, labels and model changes.
type sessionGen struct {
	c      *corpus
	r      *rand.Rand
	file   string // path relative to the corpus root
	dir    string // artifacts directory, relative
	out    *bufio.Writer
	target int64
	bytes  int64
	line   int
	w      jw

	ms       int64 // clock, epoch milliseconds
	lastID   string
	ids      []string // entry ids in file order
	branchAt int      // ids[branchAt:] are on the current branch (a compaction keeps one of them)
	msgIDs   []string // ids of user messages (branch points)
	occ      []pendingOcc
	provider string
	logN     int
	subagent bool
}

var providers = []struct{ api, provider, model string }{
	{"anthropic-messages", "anthropic", "claude-sonnet-4-5"},
	{"openai-responses", "openai", "gpt-5.1-codex"},
	{"google-generative-ai", "google", "gemini-3-pro-preview"},
}

func (g *sessionGen) now() string {
	g.ms += int64(200 + g.r.IntN(20000))
	return time.UnixMilli(g.ms).UTC().Format("2006-01-02T15:04:05.000Z")
}

func (g *sessionGen) newID() string {
	id := hexStr(g.r, 8)
	g.ids = append(g.ids, id)
	return id
}

// emit writes the line in g.w and stamps pending occurrences with it.
func (g *sessionGen) emit(entryID string) {
	g.line++
	for _, po := range g.occ {
		o := po.o
		o.Line, o.EntryID, o.File = g.line, entryID, g.file
		po.p.occ = append(po.p.occ, o)
	}
	g.occ = g.occ[:0]
	g.w.b = append(g.w.b, '\n')
	g.out.Write(g.w.b)
	g.bytes += int64(len(g.w.b))
	g.c.written += int64(len(g.w.b))
	g.w.reset()
}

// planted writes the carrier of p as the next string value and remembers
// the occurrence for the line being built.
func (g *sessionGen) planted(p *plant, c carrier, loc string) {
	g.occ = append(g.occ, pendingOcc{p, occurrence{Path: g.w.path(), Location: loc, Start: c.start, End: c.end}})
	g.c.placed(p)
	g.w.rawStr(c.literal())
}

// envelope starts an entry with the usual key order.
func (g *sessionGen) envelope(typ, parent string) string {
	id := g.newID()
	g.w.obj().ks("type", typ).ks("id", id)
	g.parent(parent)
	g.w.ks("timestamp", g.now())
	return id
}

func (g *sessionGen) parent(p string) {
	if p == "" {
		g.w.k("parentId").null()
	} else {
		g.w.ks("parentId", p)
	}
}

// run writes the whole session: title slot, header, setup entries and turns
// until the size target is reached.
func (g *sessionGen) run(sid string, title *plant) {
	g.provider = providers[g.r.IntN(len(providers))].provider
	created := time.UnixMilli(g.ms).UTC().Format("2006-01-02T15:04:05.000Z")
	titleText := titles[g.r.IntN(len(titles))]
	var tc carrier
	if title != nil {
		tc = title.layout(g.r, "Debug deploy: ", "")
		titleText = tc.leaf
	}
	// title slot: exactly 256 bytes with the newline
	g.w.obj().ks("type", "title").kn("v", 1)
	if title != nil {
		g.w.k("title")
		g.planted(title, tc, locTitle)
	} else {
		g.w.ks("title", titleText)
	}
	g.w.ks("source", "auto").ks("updatedAt", created)
	n := len(g.w.b) + len(`,"pad":""}`) + 1
	g.w.ks("pad", strings.Repeat(" ", max(0, 256-n))).end()
	g.emit("")

	g.w.obj().ks("type", "session").kn("version", 3).ks("id", sid).ks("timestamp", created).ks("cwd", g.c.cwd).k("title")
	if title != nil {
		g.planted(title, tc, locTitle)
	} else {
		g.w.s(titleText)
	}
	g.w.ks("titleSource", "auto").end()
	g.emit("")

	p := providers[g.r.IntN(len(providers))]
	id := g.envelope("model_change", "")
	g.w.ks("model", p.provider+"/"+p.model).ks("role", "default").k("resolvedModelIsFallback").bool(false).end()
	g.emit(id)
	g.lastID = id
	id = g.envelope("thinking_level_change", g.lastID)
	g.w.ks("thinkingLevel", "high").ks("configured", "high").end()
	g.emit(id)
	g.lastID = id
	if g.subagent {
		id = g.envelope("session_init", g.lastID)
		g.w.ks("systemPrompt", prose(g.r, 1500)).ks("task", prose(g.r, 300))
		g.w.k("tools").arr().s("read").s("bash").s("edit").s("write").end().ks("agent", "explore").end()
		g.emit(id)
		g.lastID = id
	}
	for g.bytes < g.target {
		before := g.c.written
		g.turn(g.c.due())
		g.c.spent(g.c.written - before)
	}
	id = g.newID()
	g.w.obj().ks("type", "custom").ks("customType", "session_exit")
	g.w.k("data").obj().ks("reason", "exit").ks("kind", "normal").ks("recordedAt", g.now()).end()
	g.w.ks("id", id)
	g.parent(g.lastID)
	g.w.ks("timestamp", g.now()).end()
	g.emit(id)
}

var titles = []string{"Port the selector to the new theme API", "Fix flaky session parser test", "Add retry to the upload worker",
	"Investigate memory growth in cache", "Refactor config loading", "Review migration script", "Speed up tree walker"}

// filler returns benign text for a location.
func (g *sessionGen) filler(loc string, n int) string {
	switch loc {
	case locToolResult, locToolDetails, locArtifact:
		return toolOutput(g.r, n)
	}
	return prose(g.r, n)
}

// text writes the next string value: the plant's carrier when p targets
// loc, else benign text of about n bytes.
func (g *sessionGen) text(p *plant, loc string, n int) {
	if loc != locToolResult {
		n = g.sz(n) // tool results are sized by resultSize
	}
	if p != nil && p.Location == loc && !p.placed {
		pre := g.filler(loc, g.r.IntN(n+1)) + "\n"
		post := "\n" + g.filler(loc, g.r.IntN(n+1))
		if p.Encoding == encJSONDoc || p.Encoding == encJSONTwice {
			switch loc {
			case locToolResult, locToolDetails, locCustomData:
				pre, post = "", "" // the document is the whole string: `cat creds.json`
			default:
				pre, post = pre+"```json\n", "\n```"+post // pasted in a code fence
			}
		}
		c := p.layout(g.r, pre, post)
		g.planted(p, c, loc)
		return
	}
	g.w.s(g.filler(loc, n))
}

// turn writes one user turn. p, when not nil, is planted in it.
func (g *sessionGen) turn(p *plant) {
	r := g.r
	if p != nil && p.Location == locTitle {
		p = g.c.deferTitle(p)
	}
	switch {
	case p != nil && p.Location == locCompaction, g.often(60):
		id := g.envelope("compaction", g.lastID)
		g.w.k("summary")
		g.text(p, locCompaction, 1500)
		on := g.ids[g.branchAt:] // entries on the current branch
		first := on[max(0, len(on)-1-r.IntN(min(len(on), 20)))]
		g.w.ks("firstKeptEntryId", first).kn("tokensBefore", int64(50000+r.IntN(150000)))
		g.w.k("details").obj().k("readFiles").arr().s(filePath(r)).s(filePath(r)).end().k("modifiedFiles").arr().s(filePath(r)).end().end().end()
		g.emit(id)
		g.lastID = id
	}
	if (p != nil && p.Location == locBranchSummary || g.often(80)) && len(g.msgIDs) > 1 {
		// branch: go back to before an earlier user message
		from := g.msgIDs[r.IntN(len(g.msgIDs)-1)]
		id := g.envelope("branch_summary", from)
		g.w.ks("fromId", from).k("summary")
		g.text(p, locBranchSummary, 1200)
		g.w.end()
		g.emit(id)
		g.lastID = id
		g.branchAt = len(g.ids) - 1
	}
	if p != nil && p.Location == locCustomMessage || g.often(40) {
		id := g.newID()
		g.w.obj().ks("type", "custom_message").ks("customType", "ttsr-reminder").k("content")
		g.text(p, locCustomMessage, 600)
		g.w.k("display").bool(true).k("details").obj().ks("rule", "no-force-push").end().ks("id", id)
		g.parent(g.lastID)
		g.w.ks("timestamp", g.now()).end()
		g.emit(id)
		g.lastID = id
	}
	if p != nil && p.Location == locCustomData || g.often(50) {
		id := g.newID()
		g.w.obj().ks("type", "custom").ks("customType", "deploy-context")
		g.w.k("data").obj().ks("target", "staging").kn("attempt", int64(1+r.IntN(3))).k("notes")
		g.text(p, locCustomData, 800)
		g.w.end().ks("id", id)
		g.parent(g.lastID)
		g.w.ks("timestamp", g.now()).end()
		g.emit(id)
		g.lastID = id
	}
	if g.often(30) {
		id := g.envelope("thinking_level_change", g.lastID)
		g.w.ks("thinkingLevel", []string{"low", "medium", "high"}[r.IntN(3)]).end()
		g.emit(id)
		g.lastID = id
	}
	if g.often(40) && len(g.ids) > 3 {
		id := g.envelope("label", g.lastID)
		g.w.ks("targetId", g.ids[r.IntN(len(g.ids))]).ks("label", "checkpoint-"+strconv.Itoa(r.IntN(50))).end()
		g.emit(id)
		g.lastID = id
	}
	g.user(p)
	rounds := 1 + r.IntN(4)
	for i := 0; i < rounds; i++ {
		var q *plant
		if i == 0 {
			q = p
		}
		g.assistant(q, true)
	}
	g.assistant(nil, false)
}

func (g *sessionGen) user(p *plant) {
	r := g.r
	id := g.envelope("message", g.lastID)
	g.msgIDs = append(g.msgIDs, id)
	g.w.k("message").obj().ks("role", "user").k("content").arr()
	g.w.obj().ks("type", "text").k("text")
	g.text(p, locUser, 400)
	g.w.end()
	switch r.IntN(25) {
	case 0: // small inline image
		g.w.obj().ks("type", "image").ks("data", base64.StdEncoding.EncodeToString(pngBytes(r, g.inlineImage()))).ks("mimeType", "image/png").end()
	case 1: // large image in the blob store
		g.w.obj().ks("type", "image").ks("data", "blob:sha256:"+g.c.blob(pngBytes(r, 20000+r.IntN(120000)))).ks("mimeType", "image/png").end()
	}
	g.w.end().kn("timestamp", g.ms).end().end()
	g.emit(id)
	g.lastID = id
}

// assistant writes one assistant message; with tools it calls 1–3 tools and
// writes their results.
func (g *sessionGen) assistant(p *plant, tools bool) {
	r := g.r
	prov := providers[0]
	for _, x := range providers {
		if x.provider == g.provider {
			prov = x
		}
	}
	if p == nil && r.IntN(8) == 0 {
		prov = providers[r.IntN(len(providers))]
	}
	if p != nil && prov.provider == "openai" && p.Location != locToolResult && p.Location != locToolDetails && p.Location != locArtifact {
		prov = providers[0] // keep one copy of a planted value per line
	}
	id := g.envelope("message", g.lastID)
	g.w.k("message").obj().ks("role", "assistant").k("content").arr()
	type call struct{ id, name, args, fcID string }
	var calls []call
	var rsID, msgID string
	if prov.provider == "openai" {
		rsID, msgID = "rs_"+hexStr(r, 40), "msg_"+hexStr(r, 40)
	}
	// thinking
	g.w.obj().ks("type", "thinking").k("thinking")
	g.text(p, locThinking, 600)
	switch prov.provider {
	case "anthropic", "google":
		g.w.ks("thinkingSignature", g.signature())
	case "openai":
		g.w.ks("itemId", rsID)
	}
	g.w.end()
	// text
	g.w.obj().ks("type", "text").k("text")
	g.text(p, locAssistant, 500)
	if prov.provider == "openai" {
		g.w.ks("textSignature", `{"v":1,"id":"`+msgID+`","phase":"commentary"}`)
	}
	g.w.end()
	if tools {
		n := 1 + r.IntN(3)
		if g.c.shape == shapeMany {
			n = 1 // short lines: one call per message
		}
		for i := 0; i < n; i++ {
			c := call{id: "toolu_" + hexStr(r, 24)}
			if prov.provider == "openai" {
				c.fcID = "fc_" + hexStr(r, 40)
				c.id = "call_" + hexStr(r, 24) + "|" + c.fcID
			}
			g.w.obj().ks("type", "toolCall").ks("id", c.id)
			pl := p
			if i > 0 {
				pl = nil
			}
			switch {
			case pl != nil && pl.Location == locToolArgs:
				c.name = []string{"bash", "write", "edit"}[r.IntN(3)]
				g.w.ks("name", c.name).k("arguments").obj()
				switch c.name {
				case "bash":
					g.w.k("command")
					g.toolArg(pl, "cat > /tmp/deploy.env <<'EOF'\n", "\nEOF\n./scripts/deploy.sh --env staging")
				case "write":
					g.w.ks("path", filePath(r)).k("content")
					if pl.Encoding == encJSONDoc || pl.Encoding == encJSONTwice {
						g.toolArg(pl, "", "") // writes config.json
					} else {
						g.toolArg(pl, code(r, r.IntN(1500))+"\n", "\n"+code(r, r.IntN(1500)))
					}
				default:
					g.w.ks("path", filePath(r)).ks("oldText", code(r, 100)).k("newText")
					g.toolArg(pl, "", "\n"+code(r, r.IntN(400)))
				}
				g.w.end()
			case r.IntN(3) == 0:
				c.name = "read"
				c.args = filePath(r)
				g.w.ks("name", "read").k("arguments").obj().ks("path", c.args).end()
			default:
				c.name = "bash"
				c.args = []string{"go test ./...", "git status --short", "rg -n " + ident(r) + " " + dirs[r.IntN(len(dirs))],
					"cat " + filePath(r), "npm run build", "ls -la " + dirs[r.IntN(len(dirs))]}[r.IntN(6)]
				g.w.ks("name", "bash").k("arguments").obj().ks("command", c.args).kn("timeout", 120).end()
			}
			if prov.provider == "google" {
				g.w.ks("thoughtSignature", g.signature())
			}
			g.w.end()
			calls = append(calls, c)
		}
	}
	g.w.end() // content
	g.w.ks("api", prov.api).ks("provider", prov.provider).ks("model", prov.model)
	if prov.provider == "openai" {
		g.w.k("providerPayload").obj().ks("type", "openaiResponsesHistory").ks("provider", "openai").k("dt").bool(true).k("items").arr()
		g.w.obj().ks("type", "reasoning").ks("id", rsID).k("summary").arr().obj().ks("type", "summary_text").ks("text", prose(r, g.sz(200))).end().end()
		g.w.ks("encrypted_content", "gAAAAA"+base64.URLEncoding.EncodeToString(pngBytes(r, g.sz(600)))).end()
		g.w.obj().ks("type", "message").ks("id", msgID).ks("role", "assistant").k("content").arr()
		g.w.obj().ks("type", "output_text").ks("text", prose(r, g.sz(150))).k("annotations").arr().end().end().end().end()
		for _, c := range calls {
			args := `{"command":` + string(jsonStr(c.args)) + `}`
			if c.name == "read" {
				args = `{"path":` + string(jsonStr(c.args)) + `}`
			}
			g.w.obj().ks("type", "function_call").ks("id", c.fcID).ks("call_id", strings.SplitN(c.id, "|", 2)[0]).ks("name", c.name).ks("arguments", args).end()
		}
		g.w.end().end()
	}
	in, out := int64(r.IntN(4000)), int64(r.IntN(2000))
	g.w.k("usage").obj().kn("input", in).kn("output", out).kn("cacheRead", int64(r.IntN(90000))).kn("cacheWrite", int64(r.IntN(5000))).kn("totalTokens", in+out)
	g.w.k("cost").obj().k("input").f(float64(in)*0.000003).k("output").f(float64(out)*0.000015).kn("cacheRead", 0).kn("cacheWrite", 0).k("total").f(float64(in)*0.000003 + float64(out)*0.000015).end().end()
	stop := "stop"
	if tools {
		stop = "toolUse"
	}
	g.w.ks("stopReason", stop).kn("timestamp", g.ms).end().end()
	g.emit(id)
	g.lastID = id
	for i, c := range calls {
		var q *plant
		if i == 0 {
			q = p
		}
		g.toolResult(q, c.id, c.name, c.args)
	}
}

// toolArg writes a tool argument string carrying p.
func (g *sessionGen) toolArg(p *plant, pre, post string) {
	c := p.layout(g.r, pre, post)
	g.planted(p, c, locToolArgs)
}

func (g *sessionGen) signature() string {
	return base64.StdEncoding.EncodeToString(pngBytes(g.r, g.sz(200+g.r.IntN(600))))
}

func (g *sessionGen) toolResult(p *plant, callID, name, args string) {
	r := g.r
	if name == "bash" && args != "" && r.IntN(2) == 0 {
		id := g.newID()
		g.w.obj().ks("type", "custom").ks("customType", "tool_execution_start")
		g.w.k("data").obj().ks("toolCallId", callID).ks("toolName", name).ks("startedAt", g.now())
		g.w.k("args").obj().ks("command", args).end().end().ks("id", id)
		g.parent(g.lastID)
		g.w.ks("timestamp", g.now()).end()
		g.emit(id)
		g.lastID = id
	}
	id := g.envelope("message", g.lastID)
	g.w.k("message").obj().ks("role", "toolResult").ks("toolCallId", callID).ks("toolName", name).k("content").arr()
	g.w.obj().ks("type", "text").k("text")
	big := g.resultSize()
	if p != nil && p.Location == locArtifact {
		n := g.artifactLog(p)
		g.w.s(toolOutput(r, 2000) + "\n[output truncated; full output: artifact://" + strconv.Itoa(n) + "]")
	} else {
		g.text(p, locToolResult, big)
	}
	g.w.end().end()
	if (name == "bash" && g.c.shape != shapeMany) || name == "edit" || (p != nil && p.Location == locToolDetails) {
		g.w.k("details").obj()
		if name == "bash" {
			g.w.kn("exitCode", 0)
		}
		if name == "edit" {
			g.w.k("diff")
		} else {
			g.w.k("output")
		}
		g.text(p, locToolDetails, size(r, 500, 8000))
		g.w.end()
	}
	g.w.k("isError").bool(false).kn("timestamp", g.ms).end().end()
	g.emit(id)
	g.lastID = id
}

// artifactLog writes the full output of a tool call to <n>.bash.log in the
// artifacts directory with p planted in it, and returns n.
func (g *sessionGen) artifactLog(p *plant) int {
	g.logN++
	name := path.Join(g.dir, strconv.Itoa(g.logN)+".bash.log")
	pre := logs(g.r, g.r.IntN(20000)) + "\n"
	c := p.layout(g.r, pre, "\n"+logs(g.r, g.r.IntN(20000)))
	line := 1 + strings.Count(c.leaf[:c.start], "\n")
	end := line + strings.Count(c.leaf[c.start:c.end], "\n")
	g.c.writeFile(name, []byte(c.leaf))
	g.c.placed(p)
	o := occurrence{File: name, Line: line, Location: locArtifact, Start: c.start, End: c.end}
	if end != line {
		o.EndLine = end
	}
	p.occ = append(p.occ, o)
	return g.logN
}

// pngBytes returns n bytes starting with a PNG signature.
func pngBytes(r *rand.Rand, n int) []byte {
	b := make([]byte, n)
	copy(b, "\x89PNG\r\n\x1a\n")
	for i := 8; i < n; i++ {
		b[i] = byte(r.Uint32())
	}
	return b
}

// uuid7 returns a UUIDv7-shaped id for time ms.
func uuid7(r *rand.Rand, ms int64) string {
	h := fmt.Sprintf("%012x", ms&0xffffffffffff)
	return h[:8] + "-" + h[8:12] + "-7" + hexStr(r, 3) + "-" + string("89ab"[r.IntN(4)]) + hexStr(r, 3) + "-" + hexStr(r, 12)
}
