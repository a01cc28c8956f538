package review

import (
	"strings"

	"github.com/omp-redact/omp-redact/report"
)

// verdict is the resumable verdict as a suffix: "; resumable with the
// same provider: yes".
func verdict(f *File) string {
	if f.Resumable == nil {
		return ""
	}
	s := "; resumable with the same provider: " + yesNo(f.Resumable.SameProvider)
	if len(f.Resumable.Because) > 0 {
		s += " (" + strings.Join(f.Resumable.Because, "; ") + ")"
	}
	return s
}

func yesNo(b bool) string {
	if b {
		return "yes"
	}
	return "no"
}

// invalidation describes one: "path: kind (outcome), caused by cause".
func invalidation(inv report.Invalidation) string {
	s := inv.Kind + " (" + inv.Outcome + ")"
	if inv.Path != "" {
		s = inv.Path + ": " + s
	}
	if inv.Cause != "" {
		s += ", caused by " + inv.Cause
	}
	return s
}
