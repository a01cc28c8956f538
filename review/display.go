package review

import (
	"strings"

	"github.com/tidwall/gjson"
)

// envelope fields every entry has; they say nothing a reader needs.
var envelope = map[string]bool{"type": true, "id": true, "parentId": true, "timestamp": true}

// entryDisplay is the readable text of an output entry: a message's
// content blocks (text, thinking, tool calls with their arguments, tool
// results), or for other entries their fields as "key: value" lines.
func entryDisplay(raw []byte) string {
	e := gjson.ParseBytes(raw)
	var b strings.Builder
	if e.Get("type").Str == "message" {
		m := e.Get("message")
		if tn := m.Get("toolName"); tn.Exists() {
			b.WriteString("[" + tn.String() + "] ")
		}
		content(&b, m.Get("content"))
		return strings.TrimSpace(b.String())
	}
	e.ForEach(func(k, v gjson.Result) bool {
		if envelope[k.Str] {
			return true
		}
		b.WriteString(k.Str + ": ")
		if v.Type == gjson.String {
			b.WriteString(v.Str)
		} else {
			b.WriteString(v.Raw)
		}
		b.WriteByte('\n')
		return true
	})
	return strings.TrimSpace(b.String())
}

// content writes a message's content: a string, or an array of blocks.
func content(b *strings.Builder, c gjson.Result) {
	if c.Type == gjson.String {
		b.WriteString(c.Str)
		return
	}
	c.ForEach(func(_, blk gjson.Result) bool {
		switch blk.Get("type").Str {
		case "text":
			b.WriteString(blk.Get("text").Str)
		case "thinking":
			b.WriteString("[thinking] " + blk.Get("thinking").Str)
		case "redactedThinking":
			b.WriteString("[redacted thinking]")
		case "toolCall":
			b.WriteString("[tool call " + blk.Get("name").Str + "] " + blk.Get("arguments").Raw)
		case "image":
			b.WriteString("[image]")
		default:
			b.WriteString(blk.Raw)
		}
		b.WriteString("\n")
		return true
	})
}
