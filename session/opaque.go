package session

import (
	"strings"

	"github.com/tidwall/gjson"
)

// Opaque kinds reported by [Classify]. Opaque content cannot be scanned
// (encrypted or signed bytes, image data): scanning it yields only false
// positives, but reports must still say it exists.
const (
	OpaqueSignature        = "signature"         // thinkingSignature, textSignature, thoughtSignature
	OpaqueEncrypted        = "encrypted"         // encrypted_content, encryptedContent
	OpaqueRedactedThinking = "redacted-thinking" // redactedThinking.data
	OpaqueImage            = "image"             // base64 image payloads, data URLs
	OpaqueBlob             = "blob"              // blob:sha256: references
)

// Class says what a string leaf is for scanning.
type Class uint8

const (
	// Scannable text: messages, tool arguments and output, summaries, data.
	Scannable Class = iota
	// Structural fields: ids, parent links, timestamps, type tags, model
	// names. Never scanned, never edited.
	Structural
	// Opaque content: see the Opaque* kinds.
	Opaque
)

var structuralKeys = map[string]bool{
	"id": true, "parentId": true, "timestamp": true, "type": true, "role": true,
	"toolCallId": true, "call_id": true, "tool_use_id": true, "itemId": true, "responseId": true,
	"targetId": true, "fromId": true, "firstKeptEntryId": true, "providerReplayThroughEntryId": true,
	"discardedEntryId": true, "api": true, "provider": true, "model": true, "stopReason": true,
	"customType": true, "mimeType": true, "updatedAt": true, "recordedAt": true, "startedAt": true,
	"executionId": true, "version": true, "source": true, "pad": true,
}

var signatureKeys = map[string]bool{"thinkingSignature": true, "textSignature": true, "thoughtSignature": true}

// Classify says whether a leaf of line should be scanned, and for opaque
// leaves which kind of opaque content it is.
//
// Signature fields that hold a JSON document (OpenAI Responses
// thinkingSignature is JSON.stringify of a reasoning item with plaintext
// summaries; textSignature v1 is {"v":1,"id":…}) are scannable: their
// plaintext can carry secrets. Base64 signatures are opaque.
func Classify(line []byte, l *Leaf) (Class, string) {
	key := l.LastKey()
	raw := l.Raw()
	if len(raw) == len(BlobPrefix)+64+2 && string(raw[1:1+len(BlobPrefix)]) == BlobPrefix {
		if _, bad := ParseBlobRef(l.Value()); bad == "" {
			return Opaque, OpaqueBlob // only a well-formed reference; anything else is text
		}
	}
	if key == "data" && imageObject(line, l.parentPath()) {
		// image data is an image wherever omp keeps one (fileMention
		// files[].image, details.images[], snapcompact frames[]:
		// omp-format.md §5), not only in content blocks
		return Opaque, OpaqueImage
	}
	if (signatureKeys[key] || key == "encrypted_content" || key == "encryptedContent" || key == "data" || key == "result") &&
		!l.atOpaquePosition() {
		// the same names in tool arguments, tool details or custom data are
		// user content: scanned like any other text
		return Scannable, ""
	}
	switch {
	case signatureKeys[key]:
		if len(raw) > 2 && raw[1] == '{' {
			return Scannable, ""
		}
		if len(raw) == 2 {
			return Structural, "" // "" is no signature
		}
		if key == "thinkingSignature" && gjson.GetBytes(line, "message.api").Str == "openai-completions" {
			// openai-completions names the wire field of the reasoning here
			// ("reasoning_content"): not a signature, not a secret.
			return Structural, ""
		}
		return Opaque, OpaqueSignature
	case key == "encrypted_content" || key == "encryptedContent":
		return Opaque, OpaqueEncrypted
	case key == "image_url" && strings.HasPrefix(unsafeString(raw[1:]), "data:image/"):
		return Opaque, OpaqueImage
	case key == "data" || key == "result":
		parent := l.parentPath()
		t := gjson.GetBytes(line, parent+".type").Str
		if parent == "" {
			t = gjson.GetBytes(line, "type").Str
		}
		switch {
		case key == "data" && t == "redactedThinking":
			return Opaque, OpaqueRedactedThinking
		case key == "data" && (t == "image" || strings.HasPrefix(gjson.GetBytes(line, parent+".mimeType").Str, "image/")):
			return Opaque, OpaqueImage
		case key == "result" && t == "image_generation_call":
			return Opaque, OpaqueImage
		}
	case structuralKeys[key] && l.isDirectMember() && l.atKnownPosition():
		return Structural, ""
	}
	return Scannable, ""
}

// imageObject reports whether the object at path (the line itself when
// path is "") is an image payload as omp's blob store recognizes one:
// type "image" or a mimeType starting "image/".
func imageObject(line []byte, path string) bool {
	typ, mime := "type", "mimeType"
	if path != "" {
		typ, mime = path+".type", path+".mimeType"
	}
	return gjson.GetBytes(line, typ).Str == "image" || strings.HasPrefix(gjson.GetBytes(line, mime).Str, "image/")
}

// atOpaquePosition reports whether the leaf sits where omp or a provider
// writes opaque content: a member of a content block (signatures,
// redactedThinking and image data, encrypted tool output), anywhere in
// message.providerPayload (raw provider items: reasoning
// encrypted_content, image_generation_call result), in an
// anthropicServerTool block (per-result encrypted_content) and in a remote
// compaction (preserveData.openaiRemoteCompaction).
func (l *Leaf) atOpaquePosition() bool {
	seg := func(i int) string { k, _ := l.Key(i); return k }
	isIndex := func(i int) bool { _, isKey := l.Key(i); return !isKey }
	n := len(l.stack)
	switch {
	case n == 3 && seg(0) == "content" && isIndex(1):
		return true
	case n >= 4 && seg(0) == "message" && seg(1) == "content" && isIndex(2):
		return n == 4 || seg(3) == "block"
	case n >= 3 && seg(0) == "message" && seg(1) == "providerPayload":
		return true
	case n >= 3 && seg(0) == "preserveData" && seg(1) == "openaiRemoteCompaction":
		return true
	}
	return false
}

// atKnownPosition reports whether the leaf sits where omp itself writes
// envelope and identity fields: the top level, message.*, a content block,
// a providerPayload item, a pending tool call, a v4 call record. The same
// key names anywhere else (tool arguments, tool details, custom data) are
// user content and are scanned.
func (l *Leaf) atKnownPosition() bool {
	seg := func(i int) string { k, _ := l.Key(i); return k }
	isIndex := func(i int) bool { _, isKey := l.Key(i); return !isKey }
	switch n := len(l.stack); n {
	case 1:
		return true
	case 2:
		return seg(0) == "message" || seg(0) == "data" || seg(0) == "call"
	case 3:
		return seg(0) == "content" && isIndex(1)
	case 4:
		return seg(0) == "message" && seg(1) == "content" && isIndex(2) ||
			seg(0) == "data" && seg(1) == "pendingToolCalls" && isIndex(2)
	case 5:
		return seg(0) == "message" && seg(1) == "providerPayload" && seg(2) == "items" && isIndex(3)
	}
	return false
}

// isDirectMember reports whether the leaf is the value of an object key (not
// an element of an array under that key).
func (l *Leaf) isDirectMember() bool {
	return len(l.stack) > 0 && l.stack[len(l.stack)-1].obj
}

// parentPath returns the gjson path of the object that holds the leaf's
// innermost key.
func (l *Leaf) parentPath() string {
	k := len(l.stack) - 1
	for k >= 0 && !l.stack[k].obj {
		k--
	}
	if k <= 0 {
		return ""
	}
	sub := Leaf{line: l.line, stack: l.stack[:k]}
	return sub.Path()
}
