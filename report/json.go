package report

import (
	"encoding/json"
	"io"
)

// writeJSON writes the report as indented JSON (report/schema.json). Field
// order follows the model's struct order and encoding/json sorts map keys,
// so equal reports give equal bytes. HTML escaping is off: paths and
// messages stay readable (a JSON reader decodes both forms the same).
func writeJSON(w io.Writer, r *Report, opts Options) error {
	out := normalized(r, opts.Level == LevelSummary)
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(out)
}

// normalized returns a shallow copy of r with the schema version set, nil
// lists that the schema requires as arrays made empty, and, for summary
// reports, the per-item lists dropped. r itself is not changed.
func normalized(r *Report, summary bool) *Report {
	out := *r
	out.SchemaVersion = SchemaVersion
	if out.Rules == nil {
		out.Rules = []RuleMeta{}
	}
	out.Files = make([]File, len(r.Files))
	for i, f := range r.Files {
		if summary {
			f.Findings, f.Changes = nil, nil
			f.Invalidations = warningInvalidations(f.Invalidations)
			f.Violations = summaryViolations(f.Violations)
		}
		if f.Findings == nil {
			f.Findings = []Finding{}
		}
		if f.Resumable != nil && f.Resumable.Because == nil {
			v := *f.Resumable
			v.Because = []string{}
			f.Resumable = &v
		}
		out.Files[i] = f
	}
	return &out
}
