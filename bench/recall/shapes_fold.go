package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// foldShapes tallies, per corpus, the folded plants a redact run left
// although it removed the same secret planted plain: the fold alone
// lost them. Like shapes it writes counts of coarse features only (the
// lengths and alphabets of the two pieces, which piece is left, what
// comes before the head and after the tail), never a value nor a family.
func (r *report) foldShapes(w io.Writer, root string, run int) error {
	if run >= len(r.dirs) {
		return nil
	}
	plainGone := map[string]bool{}
	for i, p := range r.m.Plants {
		o := r.res[i]
		if p.Encoding == encPlain && !p.Decoy && len(p.Needles) > 0 && len(p.Needles[0]) > 0 && run < len(o.removed) && o.removed[run] == 1 {
			plainGone[p.Corpus+"\x00"+p.Family+"\x00"+p.Needles[0][0]] = true
		}
	}
	srcs := lineCache{}
	outs := map[string]map[string]string{}
	per := tallies{}
	total := map[string]int{}
	for i, p := range r.m.Plants {
		o := r.res[i]
		if p.Decoy || p.Encoding != encFolded || len(p.Needles) == 0 || len(p.Needles[0]) < 2 ||
			run >= len(o.removed) || o.removed[run] != 0 || !plainGone[p.Corpus+"\x00"+p.Family+"\x00"+p.Needles[0][0]] {
			continue
		}
		line, err := srcs.line(root, p)
		if err != nil {
			return err
		}
		out, ok := outs[p.File]
		if !ok {
			var err error
			if out, err = outputLines(filepath.Join(r.dirs[run], filepath.FromSlash(p.File))); err != nil {
				return err
			}
			outs[p.File] = out
		}
		if line == "" {
			continue
		}
		// the folded needle is the JSON-escaped "head\ntail" on the line
		whole := p.Needles[0][1]
		head, tail, ok := strings.Cut(whole, "\\n")
		if !ok {
			continue
		}
		at := strings.Index(line, head+"\\n"+tail)
		if at < 0 {
			continue
		}
		total[p.Corpus]++
		add := func(f, v string) { per.add(p.Corpus, f, v) }
		left := "neither piece (the joined form)"
		o2 := out[p.Entry]
		hl, tl := len(head) >= 8 && strings.Contains(o2, head), len(tail) >= 8 && strings.Contains(o2, tail)
		switch {
		case hl && tl:
			left = "both"
		case hl:
			left = "head"
		case tl:
			left = "tail"
		}
		add("piece left", left)
		lb := []int{4, 8, 12, 16, 24, 32}
		add("head / tail length", bucket(len(head), lb)+" / "+bucket(len(tail), lb))
		add("head / tail alphabet", alphabet(head)+" / "+alphabet(tail))
		before := line[:at]
		if len(before) > 48 {
			before = before[len(before)-48:]
		}
		add("context of the head", contextClass(before))
		add("after the tail", afterClass(line[at+len(head)+2+len(tail):]))
		add("piece left × context", left+" / "+contextClass(before))
	}
	writeTallies(w, per, func(c string) string {
		return fmt.Sprintf("%s: %d folded plants survived %s, their plain twin removed", corpusTitle[c], total[c], r.names[run])
	})
	return nil
}
