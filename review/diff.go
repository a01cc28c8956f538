package review

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
)

// DiffOptions configure [WriteDiff].
type DiffOptions struct {
	// Context is the number of neighbouring lines shown around each
	// changed line, each summarized as "id type role".
	Context int
}

// WriteDiff writes a unified-style diff of f: a ---/+++ header, a summary
// comment, then one hunk per group of changed lines. A changed line is
// "~ N id type role" followed by its changes (path: action (rule)) and,
// for a string edit, the output text around the token ("+ …"); a removed
// entry is "- N id type role  removed: <why>"; a context line is
// "  N id type role". N is the input line number. The input side of a
// change is never shown. An unchanged file writes nothing, as diff does.
func WriteDiff(w io.Writer, f *File, o DiffOptions) error {
	bw := bufio.NewWriter(w)
	var changed []int
	for i := range f.Lines {
		if f.Lines[i].Changed {
			changed = append(changed, i)
		}
	}
	if len(changed) == 0 && len(f.FileInvalidations) == 0 {
		return nil
	}
	fmt.Fprintf(bw, "--- %s\n+++ %s (redacted)\n", f.Path, f.Path)
	fmt.Fprintf(bw, "# %d finding(s), %d change(s), %d invalidation(s)%s\n", f.Findings, f.Changes, f.Invalidations, verdict(f))
	for _, inv := range f.FileInvalidations {
		fmt.Fprintf(bw, "# invalidates %s\n", invalidation(inv))
	}
	ctx := max(o.Context, 0)
	for k := 0; k < len(changed); {
		// A hunk runs while the next changed line is within 2*ctx lines.
		first, last := changed[k], changed[k]
		for k++; k < len(changed) && changed[k]-last <= 2*ctx+1; k++ {
			last = changed[k]
		}
		lo, hi := max(first-ctx, 0), min(last+ctx, len(f.Lines)-1)
		writeHunk(bw, f, lo, hi)
	}
	return bw.Flush()
}

func writeHunk(w *bufio.Writer, f *File, lo, hi int) {
	inStart, outStart, outN := f.Lines[lo].In, 0, 0
	for i := lo; i <= hi; i++ {
		if l := f.Lines[i]; l.Out > 0 {
			if outStart == 0 {
				outStart = l.Out
			}
			outN++
		}
	}
	fmt.Fprintf(w, "@@ -%d,%d +%d,%d @@\n", inStart, hi-lo+1, outStart, outN)
	for i := lo; i <= hi; i++ {
		l := &f.Lines[i]
		switch {
		case !l.Changed:
			fmt.Fprintf(w, "  %d %s\n", l.In, l.Summary())
			continue
		case l.Removed != "":
			fmt.Fprintf(w, "- %d %s  removed: %s\n", l.In, l.Summary(), l.Removed)
		default:
			fmt.Fprintf(w, "~ %d %s\n", l.In, l.Summary())
		}
		for _, c := range l.Changes {
			fmt.Fprintf(w, "    %s\n", change(c))
			if len(c.Context) > 0 {
				fmt.Fprintf(w, "      + %s\n", strconv.Quote(plain(c.Context)))
			}
		}
		for _, inv := range l.Invalidations {
			fmt.Fprintf(w, "    invalidates %s\n", invalidation(inv))
		}
	}
}

// change describes an edit: "path: what (rule r)".
func change(c Change) string {
	s := c.What
	if c.Path != "" {
		s = c.Path + ": " + s
	}
	if c.Rule != "" {
		s += " (rule " + c.Rule + ")"
	}
	return s
}
