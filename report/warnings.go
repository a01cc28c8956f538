package report

// Warning is a consequence of an edit that every report format states,
// at every level: a removed compaction entry makes omp rebuild the context
// from the history the compaction had summarized.
type Warning struct {
	Line    int
	EntryID string
	Message string
}

// warnings lists the warnings of f, from its invalidations.
func warnings(f File) []Warning {
	var out []Warning
	for _, in := range f.Invalidations {
		if in.Kind == "compaction" {
			out = append(out, Warning{in.Line, in.EntryID,
				"compaction removed: omp rebuilds the context from the history it had summarized"})
		}
	}
	return out
}

// warningInvalidations keeps the invalidations a summary report still
// lists: those that are warnings.
func warningInvalidations(ins []Invalidation) []Invalidation {
	var out []Invalidation
	for _, in := range ins {
		if in.Kind == "compaction" {
			out = append(out, in)
		}
	}
	return out
}
