package report

// OpenViolations counts the violations of r that a baseline does not
// suppress: those that fail a check.
func (r *Report) OpenViolations() int {
	n := 0
	for _, f := range r.Files {
		for _, v := range f.Violations {
			if !v.Suppressed {
				n++
			}
		}
	}
	return n
}
