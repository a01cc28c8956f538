package review

import (
	"html/template"
	"io"
)

// WriteHTML writes a self-contained review page for files: inline CSS, no
// script, no external resource, every value escaped by html/template. For
// each file it shows a summary (counts, resumable verdict), the entries of
// the active branch in order with their redacted text (redaction tokens
// in <mark>), removed entries struck through and labelled, and each
// entry's changes and invalidations; other changed lines (the header, the
// title record, entries on other branches) are listed after it.
func WriteHTML(w io.Writer, files []*File) error {
	type page struct {
		*File
		Verdict   string
		Branch    []*Line
		OffBranch []*Line
	}
	var pages []page
	for _, f := range files {
		p := page{File: f, Verdict: verdict(f)}
		on := map[int]bool{}
		for _, i := range f.Branch {
			on[i] = true
			p.Branch = append(p.Branch, &f.Lines[i])
		}
		for i := range f.Lines {
			if l := &f.Lines[i]; l.Changed && !on[i] {
				p.OffBranch = append(p.OffBranch, l)
			}
		}
		pages = append(pages, p)
	}
	return pageTmpl.Execute(w, pages)
}

var pageTmpl = template.Must(template.New("page").Funcs(template.FuncMap{
	"change":       change,
	"invalidation": invalidation,
}).Parse(pageHTML))

const pageHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>omp-redact review</title>
<style>
body { font: 14px/1.45 system-ui, sans-serif; margin: 1.5em auto; max-width: 75em; padding: 0 1em; color: #1d1d1f; background: #fff; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 2em; border-bottom: 1px solid #ccc; }
.summary { background: #f4f4f6; padding: .6em 1em; border-radius: 6px; }
.summary dt { font-weight: 600; float: left; clear: left; width: 11em; }
.summary dd { margin: 0 0 0 11em; }
ol.entries { list-style: none; padding: 0; }
li.entry { border: 1px solid #ddd; border-left: 4px solid #bbb; border-radius: 4px; margin: .5em 0; padding: .4em .8em; }
li.entry.changed { border-left-color: #d98c00; }
li.entry.removed { border-left-color: #c0392b; background: #fbeeee; }
li.entry.removed .head { text-decoration: line-through; }
.head { font-family: ui-monospace, monospace; font-size: .9em; color: #555; }
.role { font-weight: 600; color: #1d1d1f; }
.label { display: inline-block; font-size: .8em; padding: 0 .4em; border-radius: 3px; background: #c0392b; color: #fff; text-decoration: none; }
pre.text { white-space: pre-wrap; word-break: break-word; margin: .3em 0; font: 13px/1.4 ui-monospace, monospace; }
mark { background: #ffe066; color: #000; padding: 0 .15em; border-radius: 2px; }
ul.changes, ul.invalidations { margin: .2em 0; font: 12px ui-monospace, monospace; }
ul.invalidations li { color: #8e44ad; }
.none { color: #777; font-style: italic; }
</style>
</head>
<body>
<h1>omp-redact review</h1>
<p>What the redacted copy will contain. Redactions are <mark>highlighted</mark>; removed entries are struck through. Nothing on this page comes from the original text of a changed string.</p>
{{range .}}
<section class="file">
<h2>{{.Path}}</h2>
<dl class="summary">
<dt>Kind</dt><dd>{{.Kind}}</dd>
<dt>Entries</dt><dd>{{.Entries}}</dd>
<dt>Findings</dt><dd>{{.Findings}}</dd>
<dt>Changes</dt><dd>{{.Changes}}</dd>
<dt>Invalidations</dt><dd>{{.Invalidations}}</dd>
{{with .Resumable}}<dt>Resumable</dt><dd class="resumable">same provider: {{if .SameProvider}}yes{{else}}no{{end}}{{range .Because}}; {{.}}{{end}}</dd>{{end}}
</dl>
{{if .FileInvalidations}}<ul class="invalidations">{{range .FileInvalidations}}<li>invalidates {{invalidation .}}</li>{{end}}</ul>{{end}}
{{if .NoOutput}}<p class="none">The redacted text of this file was streamed and is not shown; its changes are listed.</p>{{end}}
{{if .Branch}}<h3>Active branch: {{len .Branch}} entries, root first</h3>
<ol class="entries">{{range .Branch}}{{template "entry" .}}{{end}}</ol>{{end}}
{{if .OffBranch}}<h3>{{if eq .Kind "text"}}Changed lines{{else}}Other changed lines (header, title, other branches){{end}}</h3>
<ol class="entries">{{range .OffBranch}}{{template "entry" .}}{{end}}</ol>{{end}}
</section>
{{end}}
</body>
</html>
{{define "entry"}}<li class="entry{{if .Changed}} changed{{end}}{{if .Removed}} removed{{end}}" data-line="{{.In}}">
<div class="head">line {{.In}} · {{if .ID}}{{.ID}}{{else}}-{{end}} · {{.Type}}{{if .Role}} · <span class="role">{{.Role}}</span>{{end}}{{if .Removed}} <span class="label">removed: {{.Removed}}</span>{{end}}</div>
{{if .Text}}<pre class="text">{{range .Text}}{{if .Mark}}<mark>{{.Text}}</mark>{{else}}{{.Text}}{{end}}{{end}}</pre>{{end}}
{{if .Changes}}<ul class="changes">{{range .Changes}}<li>{{change .}}{{if .Context}} — {{range .Context}}{{if .Mark}}<mark>{{.Text}}</mark>{{else}}{{.Text}}{{end}}{{end}}{{end}}</li>{{end}}</ul>{{end}}
{{if .Invalidations}}<ul class="invalidations">{{range .Invalidations}}<li>invalidates {{invalidation .}}</li>{{end}}</ul>{{end}}
</li>
{{end}}`
