package redact

import (
	"strconv"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// blockInfo describes one content block of a message.
type blockInfo struct {
	typ  string
	name string            // toolCall name
	args map[string]string // toolCall top-level string arguments
	id   string            // toolCall id
}

// entryCtx is the context shared by every leaf of one line.
type entryCtx struct {
	line       *session.Line
	index      int    // entry index or -1
	contentKey string // "message.content" or "content" (custom_message), "" when none
	blocks     []blockInfo
	base       policy.Target // fields common to every leaf
	s          *session.Session
	loaded     bool // blocks and base are read (see load)
	// printed caches printsSecret for the entry's last command asked
	printedCmd string
	printed    bool
}

// printsSecret is det.PrintsSecret(cmd), asked once per entry and
// command: a result's every text block has the same command.
func (c *entryCtx) printsSecret(det *rules.Set, cmd string) bool {
	if cmd != c.printedCmd {
		c.printedCmd, c.printed = cmd, det.PrintsSecret(cmd)
	}
	return c.printed
}

// newEntryCtx prepares the context of a record line. It only looks at the
// envelope the parser already read; the rest is read by load on first use,
// since most lines have no leaf the policy must see.
func newEntryCtx(s *session.Session, l *session.Line) *entryCtx {
	c := &entryCtx{line: l, index: int(l.Index), s: s}
	c.base.EntryType = l.Type()
	c.base.Role = l.Role()
	switch l.Type() {
	case "message":
		c.contentKey = "message.content"
	case "custom_message", "custom":
		c.contentKey = "content"
	}
	return c
}

// load reads the content blocks and the fields common to every leaf. It
// is called from the detection workers and only reads.
func (c *entryCtx) load() {
	if c.loaded {
		return
	}
	c.loaded = true
	l, s, raw := c.line, c.s, c.line.Raw
	switch c.contentKey {
	case "message.content":
		r := gjson.GetManyBytes(raw, "message.provider", "message.api", "message.toolName", "message.customType")
		c.base.Provider, c.base.API, c.base.ToolName, c.base.CustomType = r[0].Str, r[1].Str, r[2].Str, r[3].Str
	case "content":
		r := gjson.GetManyBytes(raw, "customType", "data.toolName")
		c.base.CustomType = r[0].Str
		c.base.ToolName = r[1].Str
	}
	if c.contentKey != "" {
		content := gjson.GetBytes(raw, c.contentKey)
		if content.IsArray() {
			content.ForEach(func(_, b gjson.Result) bool {
				bi := blockInfo{typ: b.Get("type").Str}
				if bi.typ == "toolCall" {
					bi.name = b.Get("name").Str
					bi.id = b.Get("id").Str
					bi.args = stringArgs(b.Get("arguments"))
				}
				c.blocks = append(c.blocks, bi)
				return true
			})
		} else {
			c.contentKey = ""
		}
	}
	// A toolResult takes its provider, api and arguments from its call.
	if l.Role() == "toolResult" && l.Index >= 0 {
		p := s.Pairing()
		if ri, ok := p.ResultAt(int(l.Index)); ok && p.Results[ri].Call >= 0 {
			call := p.Calls[p.Results[ri].Call]
			ce := s.Entries[call.Entry]
			r := gjson.GetManyBytes(ce.Raw, "message.provider", "message.api")
			c.base.Provider, c.base.API = r[0].Str, r[1].Str
			b := gjson.GetBytes(ce.Raw, "message.content."+strconv.Itoa(call.Block)+".arguments")
			c.base.Args = stringArgs(b)
		}
	}
}

func stringArgs(args gjson.Result) map[string]string {
	if !args.IsObject() {
		if args.Type == gjson.String && gjson.Valid(args.Str) {
			args = gjson.Parse(args.Str) // arguments as JSON text
		}
		if !args.IsObject() {
			return nil
		}
	}
	m := map[string]string{}
	args.ForEach(func(k, v gjson.Result) bool {
		if v.Type == gjson.String {
			m[k.Str] = v.Str
		}
		return true
	})
	return m
}

// commandOf returns the command whose standard output the leaf lf
// holds: a tool call's command argument for its result's text (or the
// output its details keep), "cat <path>" for a read tool's result and
// for the content a tool call writes to a path, a !cmd's command or a
// $code's code for its output (see rules.Set.Printed). lf is an
// outputLeaf: the caller asks that first, before anything costs.
func (c *entryCtx) commandOf(lf *session.Leaf) (string, bool) {
	switch c.base.Role {
	case "toolResult":
		c.load()
		if cmd := c.base.Args["command"]; cmd != "" {
			return cmd, true
		}
		if code := c.base.Args["code"]; code != "" {
			return code, true // a python tool's code
		}
		if path := c.base.Args["path"]; path != "" && c.base.ToolName == "read" {
			return "cat " + path, true // a file read whole: what cat prints
		}
		return "", false
	case "assistant":
		// a file written whole by a tool call: what cat would print
		c.load()
		b := c.blockOf(lf)
		if b < 0 || b >= len(c.blocks) || c.blocks[b].typ != "toolCall" || lf.Depth() != 4 {
			return "", false
		}
		for _, k := range [...]string{"path", "file_path", "filePath"} {
			if path := c.blocks[b].args[k]; path != "" {
				return "cat " + path, true
			}
		}
		return "", false
	case "bashExecution", "pythonExecution":
		if lf.Path() != "message.output" {
			return "", false
		}
		field := "message.command"
		if c.base.Role == "pythonExecution" {
			field = "message.code"
		}
		cmd := gjson.GetBytes(c.line.Raw, field).Str
		return cmd, cmd != ""
	}
	return "", false
}

// outputLeaf reports, without loading the entry, whether lf may hold a
// command's output or a file's content (see commandOf): most leaves are
// of other roles or keys.
func (c *entryCtx) outputLeaf(lf *session.Leaf) bool {
	switch k := lf.LastKey(); c.base.Role {
	case "toolResult":
		return k == "text" || k == "output" || k == "stdout"
	case "assistant":
		return k == "content" || k == "text"
	case "bashExecution", "pythonExecution":
		return lf.LastKey() == "output"
	}
	return false
}

// blockOf returns the content block index that holds the leaf, or -1.
func (c *entryCtx) blockOf(lf *session.Leaf) int {
	if c.contentKey == "" {
		return -1
	}
	if c.contentKey == "message.content" {
		if lf.Depth() < 3 {
			return -1
		}
		if k, _ := lf.Key(0); k != "message" {
			return -1
		}
		if k, _ := lf.Key(1); k != "content" {
			return -1
		}
		return keyIndex(lf, 2)
	}
	if lf.Depth() < 2 {
		return -1
	}
	if k, _ := lf.Key(0); k != "content" {
		return -1
	}
	return keyIndex(lf, 1)
}

func keyIndex(lf *session.Leaf, i int) int {
	k, isKey := lf.Key(i)
	if isKey {
		return -1
	}
	n, err := strconv.Atoi(k)
	if err != nil {
		return -1
	}
	return n
}

// target fills t for a leaf.
func (c *entryCtx) target(t *policy.Target, lf *session.Leaf, path string, block int) {
	c.load()
	*t = c.base
	t.Path = path
	if block >= 0 && block < len(c.blocks) {
		b := &c.blocks[block]
		t.BlockType = b.typ
		if b.typ == "toolCall" {
			t.ToolName = b.name
			t.Args = b.args
		}
	}
}
