package redact

import (
	"strings"

	"github.com/omp-redact/omp-redact/report"
)

// detach copies every string of a file report that may alias the input
// bytes (the session model's ids point into them). A report outlives its
// input: without this, one entry id in a finding keeps a whole session file
// in memory until the run ends.
func detach(f *report.File) {
	c := strings.Clone
	f.SessionID = c(f.SessionID)
	for i := range f.Findings {
		x := &f.Findings[i]
		x.EntryID, x.Path, x.InnerPath = c(x.EntryID), c(x.Path), c(x.InnerPath)
	}
	for i := range f.Changes {
		x := &f.Changes[i]
		x.EntryID, x.Path = c(x.EntryID), c(x.Path)
	}
	for i := range f.Invalidations {
		x := &f.Invalidations[i]
		x.EntryID, x.Path, x.Provider, x.API, x.Cause = c(x.EntryID), c(x.Path), c(x.Provider), c(x.API), c(x.Cause)
	}
	for i := range f.Violations {
		x := &f.Violations[i]
		x.EntryID, x.Path = c(x.EntryID), c(x.Path)
	}
	for _, ps := range [][]report.Problem{f.Problems, f.ProblemsAfter} {
		for i := range ps {
			ps[i].EntryID, ps[i].Message = c(ps[i].EntryID), c(ps[i].Message)
		}
	}
	for i := range f.Errors {
		f.Errors[i] = c(f.Errors[i])
	}
}
