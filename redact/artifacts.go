package redact

import (
	"bytes"
	"regexp"
	"sort"
	"strings"

	"github.com/omp-redact/omp-redact/report"
)

// artifactRef finds the references omp writes to a tool's full output log
// (<n>.<tool>.log in the session's artifacts directory): artifact://<n> in
// the truncated output text, and meta.truncation.artifactId.
var artifactRef = regexp.MustCompile(`artifact://([0-9]+)|"artifactId":"?([0-9]+)`)

// RemovedArtifactChange is the Change.What of a tool output log that must
// go with a removed tool result (see [Result.RemovedArtifacts]).
const RemovedArtifactChange = report.ChangeRemoveArtifact

// planArtifacts records, for every removed entry, the artifact logs it
// references that no surviving entry references: the log holds the full
// output of the removed tool call, so keeping it would keep what the
// removal took out of the session.
func (p *Plan) planArtifacts() {
	if len(p.drops) == 0 {
		return
	}
	refs := func(raw []byte) []string {
		if !bytes.Contains(raw, []byte("artifact")) {
			return nil
		}
		var out []string
		for _, m := range artifactRef.FindAllSubmatch(raw, -1) {
			out = append(out, string(m[1])+string(m[2]))
		}
		return out
	}
	kept := map[string]bool{}
	rel := p.s.NewReleaser()
	for ei, l := range p.s.Entries {
		rel.Pass(l)
		if _, dropped := p.drops[ei]; !dropped {
			for _, n := range refs(l.Raw) {
				kept[n] = true
			}
		}
	}
	for _, ei := range sortedDrops(p.drops) {
		l := p.s.Entries[ei]
		seen := map[string]bool{}
		for _, n := range refs(l.Raw) {
			if kept[n] || seen[n] {
				continue
			}
			seen[n] = true
			d := p.drops[ei]
			p.change(int(l.Num-1), "artifact://"+n, string(RemovedArtifactChange), d.rule, "the full output log <n>.<tool>.log of the removed entry must be deleted from the artifacts directory")
		}
	}
}

// RemovedArtifacts returns the artifact numbers (the n of <n>.<tool>.log
// in the session's artifacts directory) whose logs belong to removed
// entries only: writers of a directory tree must not write them (or must
// delete them), or the removed tool output survives there.
func (r *Result) RemovedArtifacts() []string {
	var out []string
	for _, c := range r.File.Changes {
		if c.What == RemovedArtifactChange {
			out = append(out, strings.TrimPrefix(c.Path, "artifact://"))
		}
	}
	sort.Strings(out)
	return out
}
