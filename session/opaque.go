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
	if len(raw) > len(BlobPrefix)+1 && string(raw[1:1+len(BlobPrefix)]) == BlobPrefix {
		return Opaque, OpaqueBlob
	}
	switch {
	case signatureKeys[key]:
		if len(raw) > 2 && raw[1] == '{' {
			return Scannable, ""
		}
		if len(raw) == 2 {
			return Structural, "" // "" is no signature
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
	case structuralKeys[key] && l.isDirectMember():
		return Structural, ""
	}
	return Scannable, ""
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
