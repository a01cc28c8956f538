package redact

import (
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/session"
	"github.com/tidwall/gjson"
)

// planImages applies images: drop to every image a line holds, wherever
// omp keeps one (omp-format.md §5): content blocks are removed whole; an
// image object elsewhere — fileMention files[].image, details.images[],
// snapcompact frames[] — is deleted with its url and providerFile
// mirrors; a Responses input_image part is removed from its item; a
// data-URL image_url elsewhere (a computer-use screenshot) is deleted; an
// image_generation_call keeps its item with result null (the field is
// required but nullable in a replayed item).
func (p *Plan) planImages(i int, r *lineResult) {
	for _, b := range r.images {
		p.removeBlock(i, b, "drop-image", "images: drop")
	}
	for _, o := range r.opaque {
		if (o.kind != session.OpaqueImage && o.kind != session.OpaqueBlob) || p.removes(i, o.path) {
			continue
		}
		p.dropImagePayload(i, o)
	}
}

func (p *Plan) dropImagePayload(i int, o opaqueHit) {
	l := p.s.Lines[i]
	segs := splitPath(o.path)
	if len(segs) < 2 {
		return
	}
	key := segs[len(segs)-1]
	parent := strings.Join(segs[:len(segs)-1], ".")
	_, parentIsElement := strconv.Atoi(segs[len(segs)-2])
	le := p.edit(i)
	var target string
	switch key {
	case "data":
		t := gjson.GetBytes(l.Raw, parent)
		if t.Get("type").Str != "image" && !strings.HasPrefix(t.Get("mimeType").Str, "image/") {
			return // a blob reference under some other "data": not an image position
		}
		if o.block >= 0 && parent == contentPath(l)+"."+strconv.Itoa(o.block) {
			p.removeBlock(i, o.block, "drop-image", "images: drop")
			return
		}
		target = parent
		le.deletes = append(le.deletes, target)
	case "image_url":
		target = o.path
		if parentIsElement == nil && gjson.GetBytes(l.Raw, parent+".type").Str == "input_image" {
			target = parent
		}
		le.deletes = append(le.deletes, target)
	case "result":
		if gjson.GetBytes(l.Raw, parent+".type").Str != "image_generation_call" {
			return
		}
		target = o.path
		p.set(i, target, []byte("null"))
	default:
		return
	}
	p.change(i, target, "drop-image", "images: drop", "")
	if o.kind == session.OpaqueBlob {
		p.invalidate(i, o.path, "blob-hash", target, "dropped")
	}
	if strings.Contains(o.path, "providerPayload") || strings.Contains(o.path, "replacementHistory") {
		p.invalidate(i, parent, "provider-payload", target, "stripped")
	}
}
