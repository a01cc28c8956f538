package main

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// report turns per-plant outcomes into Markdown. It never prints a value:
// only corpus, family (rule or detector name), encoding, location and
// positions.
type report struct {
	m          *manifest
	res        []outcome
	names      []string // redact runs
	dirs       []string // their output trees, in the order of names
	gitleaksOK bool
	scanOK     bool
	notes      []string
	// findings on lines without a plant
	strayGitleaks, strayScan int
}

type tally struct{ n, ok int }

func (t *tally) add(ok bool) {
	t.n++
	if ok {
		t.ok++
	}
}

func (t tally) pct() float64 {
	if t.n == 0 {
		return 0
	}
	return 100 * float64(t.ok) / float64(t.n)
}

func (t tally) String() string {
	if t.n == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f %% (%d/%d)", t.pct(), t.ok, t.n)
}

// row is the tallies of one group of plants: gitleaks, scan, each redact
// run, and files a redact run did not write.
type row struct {
	gl, sc   tally
	rd       []tally
	unwrit   []int
	families map[string]bool
}

func (r *report) newRow() *row {
	return &row{rd: make([]tally, len(r.names)), unwrit: make([]int, len(r.names)), families: map[string]bool{}}
}

func (r *report) add(w *row, i int) {
	o := r.res[i]
	w.gl.add(o.gitleaks)
	w.sc.add(o.scan)
	for k, x := range o.removed {
		w.rd[k].add(x == 1)
		if x < 0 {
			w.unwrit[k]++
		}
	}
	w.families[r.m.Plants[i].Family] = true
}

// group tallies the plants selected by keep under key(plant).
func (r *report) group(keep func(p *plant) bool, key func(p *plant) string) (map[string]*row, []string) {
	rows := map[string]*row{}
	var keys []string
	for i := range r.m.Plants {
		p := &r.m.Plants[i]
		if !keep(p) {
			continue
		}
		k := key(p)
		w, ok := rows[k]
		if !ok {
			w = r.newRow()
			rows[k] = w
			keys = append(keys, k)
		}
		r.add(w, i)
	}
	return rows, keys
}

func (r *report) header(w io.Writer, first string, decoy bool) {
	verb, rverb := "found", "removed"
	if decoy {
		verb, rverb = "flagged", "masked"
	}
	fmt.Fprintf(w, "| %s | gitleaks dir %s | omp-redact scan %s |", first, verb, verb)
	for _, n := range r.names {
		fmt.Fprintf(w, " redact %s: %s |", n, rverb)
	}
	fmt.Fprint(w, "\n|---|---:|---:|")
	for range r.names {
		fmt.Fprint(w, "---:|")
	}
	fmt.Fprintln(w)
}

func (r *report) line(w io.Writer, label string, x *row) {
	gl, sc := x.gl.String(), x.sc.String()
	if !r.gitleaksOK {
		gl = "failed"
	}
	if !r.scanOK {
		sc = "failed"
	}
	fmt.Fprintf(w, "| %s | %s | %s |", label, gl, sc)
	for k, t := range x.rd {
		s := t.String()
		if x.unwrit[k] > 0 {
			s += fmt.Sprintf(", %d in files not written", x.unwrit[k])
		}
		fmt.Fprintf(w, " %s |", s)
	}
	fmt.Fprintln(w)
}

var secretCorpora = []string{"gitleaks", "trufflehog", corpusRules, corpusScanners, "fakesecret"}

// heldOut are the corpora of other scanners' examples: the issue 10
// targets are measured on them.
var heldOut = []string{"gitleaks", "trufflehog", corpusRules, corpusScanners}

// blind are the corpora no detector may be written from (corpus C and
// D): the reports give their aggregates only, never a family name or a
// missed plant, so that reading a run's output cannot tell anyone which
// of their secrets to write a rule for.
var blind = map[string]bool{corpusRules: true, corpusScanners: true}

var corpusTitle = map[string]string{
	"gitleaks":     "A: gitleaks rule samples",
	"trufflehog":   "B: trufflehog detector tests",
	corpusRules:    "C: Nosey Parker + Kingfisher rule examples",
	corpusScanners: "D: semgrep + detect-secrets + secretlint + ripsecrets test examples",
	"fakesecret":   "R: internal/fakesecret (regression)",
	"benign":       "generated benign text",
}

func (r *report) summary(w io.Writer) {
	fmt.Fprintf(w, "## Recall on planted scanner examples (seed %d)\n\n", r.m.Seed)
	for _, n := range r.notes {
		fmt.Fprintf(w, "**%s**\n\n", n)
	}
	fmt.Fprintln(w, "| source | files | positive examples | negative examples | dropped |\n|---|---:|---:|---:|---:|")
	for _, e := range r.m.Extractions {
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d |\n", e.Source, e.Files, e.Positive, e.Negative, e.Dropped)
	}
	for _, e := range r.m.Extractions {
		if e.Rules > 0 {
			fmt.Fprintf(w, "\n%s: %d rules; skipped: %d hidden (visible: false), %d not compilable in Go (%s); %d examples already taken from an earlier rule or source.\n",
				e.Source, e.Rules, e.Hidden, len(e.Uncompiled), strings.Join(e.Uncompiled, ", "), e.Duplicates)
		}
		if e.Placeholders+e.Excluded > 0 {
			fmt.Fprintf(w, "\n%s: skipped: %d placeholders, %d examples of families that are not credentials; %d examples already taken from an earlier example or source.\n",
				e.Source, e.Placeholders, e.Excluded, e.Duplicates)
		}
	}
	fmt.Fprintln(w, "\nEach positive example is planted once per encoding; a plant is *found* when a tool reports a finding on its line, *removed* when none of its secrets' forms (value, JSON-escaped, base64 run, \\u run, folded pieces) is left on its entry's line. Plants in a file that a redact run did not write count as not removed.")

	fmt.Fprintf(w, "\nFindings on lines with no plant (benign session text): gitleaks %d, omp-redact scan %d.\n", r.strayGitleaks, r.strayScan)

	secret := func(p *plant) bool { return !p.Decoy }
	fmt.Fprint(w, "\n### Secrets per corpus\n\n")
	rows, _ := r.group(secret, func(p *plant) string { return p.Corpus })
	r.header(w, "corpus", false)
	for _, c := range secretCorpora {
		if x, ok := rows[c]; ok {
			r.line(w, fmt.Sprintf("%s (%d families)", corpusTitle[c], len(x.families)), x)
		}
	}
	for _, c := range secretCorpora {
		rows, _ := r.group(func(p *plant) bool { return !p.Decoy && p.Corpus == c }, func(p *plant) string { return p.Encoding })
		if len(rows) == 0 {
			continue
		}
		fmt.Fprintf(w, "\n### %s, per encoding\n\n", corpusTitle[c])
		r.header(w, "encoding", false)
		for _, e := range encodingNames {
			if x, ok := rows[e]; ok {
				r.line(w, e, x)
			}
		}
	}
	rows, _ = r.group(func(p *plant) bool { return !p.Decoy && p.Corpus != "fakesecret" }, func(p *plant) string { return p.Location })
	fmt.Fprint(w, "\n### Corpora of other scanners' examples (all but R), per location\n\n")
	r.header(w, "location", false)
	for _, l := range locations {
		if x, ok := rows[l]; ok {
			r.line(w, l, x)
		}
	}

	fmt.Fprint(w, "\n### Decoys (must stay unchanged)\n\n")
	rows, keys := r.group(func(p *plant) bool { return p.Decoy }, func(p *plant) string {
		if p.Corpus == "benign" {
			return "benign: " + p.Family
		}
		return corpusTitle[p.Corpus] + ": negatives"
	})
	sort.Strings(keys)
	all, benign := r.newRow(), r.newRow()
	for i := range r.m.Plants {
		if r.m.Plants[i].Decoy {
			r.add(all, i)
			if r.m.Plants[i].Corpus == "benign" {
				r.add(benign, i)
			}
		}
	}
	r.header(w, "decoy source", true)
	for _, k := range keys {
		r.line(w, k, rows[k])
	}
	r.line(w, "**generated benign text**", benign)
	r.line(w, "**all decoys**", all)

	fmt.Fprint(w, "\n### Decoys per encoding\n\n")
	rows, _ = r.group(func(p *plant) bool { return p.Decoy }, func(p *plant) string { return p.Encoding })
	r.header(w, "encoding", true)
	for _, e := range encodingNames {
		if x, ok := rows[e]; ok {
			r.line(w, e, x)
		}
	}

	r.targets(w, all, benign)
}

// familyRows tallies one corpus per family.
func (r *report) familyRows(c string) (map[string]*row, []string) {
	rows, keys := r.group(func(p *plant) bool { return !p.Decoy && p.Corpus == c }, func(p *plant) string { return p.Family })
	sort.Strings(keys)
	return rows, keys
}

func (r *report) targets(w io.Writer, decoys, benign *row) {
	fmt.Fprint(w, "\n### Targets (issue 10)\n\n")
	for _, c := range heldOut {
		rows, keys := r.familyRows(c)
		if len(keys) == 0 {
			continue
		}
		tot := r.newRow()
		for _, k := range keys {
			x := rows[k]
			tot.gl.n += x.gl.n
			tot.gl.ok += x.gl.ok
			tot.sc.n += x.sc.n
			tot.sc.ok += x.sc.ok
			for i := range x.rd {
				tot.rd[i].n += x.rd[i].n
				tot.rd[i].ok += x.rd[i].ok
			}
		}
		var removal []string
		for i, n := range r.names {
			mark := "✗"
			if tot.rd[i].pct() >= 95 {
				mark = "✓"
			}
			removal = append(removal, fmt.Sprintf("%s %.1f %% %s", n, tot.rd[i].pct(), mark))
		}
		var behind []string
		for _, k := range keys {
			if x := rows[k]; x.sc.ok < x.gl.ok {
				behind = append(behind, fmt.Sprintf("%s (%d vs %d of %d)", k, x.sc.ok, x.gl.ok, x.sc.n))
			}
		}
		if !r.gitleaksOK || !r.scanOK {
			fmt.Fprintf(w, "* %s: redact removal ≥ 95 %%: %s; scan ≥ gitleaks: not measured (a tool failed)\n", corpusTitle[c], strings.Join(removal, ", "))
			continue
		}
		fmt.Fprintf(w, "* %s: redact removal ≥ 95 %%: %s; scan ≥ gitleaks on every family: %d of %d families behind",
			corpusTitle[c], strings.Join(removal, ", "), len(behind), len(keys))
		if len(behind) > 0 && !blind[c] {
			fmt.Fprintf(w, " — %s", strings.Join(behind, ", "))
		}
		fmt.Fprintln(w)
	}
	for _, d := range []struct {
		what string
		x    *row
	}{{"all decoys (corpus negatives and generated)", decoys}, {"generated benign text", benign}} {
		var masked []string
		for i, n := range r.names {
			mark := "✗"
			if d.x.rd[i].pct() <= 2 {
				mark = "✓"
			}
			masked = append(masked, fmt.Sprintf("%s %.1f %% %s", n, d.x.rd[i].pct(), mark))
		}
		fmt.Fprintf(w, "* decoys masked ≤ 2 %%, %s: %s\n", d.what, strings.Join(masked, ", "))
	}

	if len(r.names) == 0 {
		return
	}
	r.missed(w)
}

// missed sorts the families with secrets left behind by the first redact
// run into why: nothing found in any encoding (no rule: the list says
// which ones gitleaks has a rule for), missed only when folded, found but
// not wholly removed (a part of the value, or one of several values,
// left), and the rest (missed in some encodings).
func (r *report) missed(w io.Writer) {
	fmt.Fprintf(w, "\n### Missed families (redact %s)\n\n", r.names[0])
	for _, c := range secretCorpora {
		type fam struct {
			plants, found, removed, glFound int
			foldMiss, otherMiss, partial    int
		}
		fams := map[string]*fam{}
		var keys []string
		for i := range r.m.Plants {
			p, o := &r.m.Plants[i], r.res[i]
			if p.Decoy || p.Corpus != c {
				continue
			}
			f := fams[p.Family]
			if f == nil {
				f = &fam{}
				fams[p.Family] = f
				keys = append(keys, p.Family)
			}
			f.plants++
			rem := o.removed[0] == 1
			if o.scan {
				f.found++
			}
			if o.gitleaks {
				f.glFound++
			}
			switch {
			case rem:
				f.removed++
			case o.scan:
				f.partial++
			case p.Encoding == encFolded:
				f.foldMiss++
			default:
				f.otherMiss++
			}
		}
		sort.Strings(keys)
		var none, noneGL, folded, partial, other []string
		for _, k := range keys {
			f := fams[k]
			switch {
			case f.removed == f.plants:
			case f.found == 0 && f.removed == 0:
				none = append(none, k)
				if f.glFound > 0 {
					noneGL = append(noneGL, fmt.Sprintf("%s (%d/%d)", k, f.glFound, f.plants))
				}
			case f.partial > 0:
				partial = append(partial, k)
			case f.otherMiss == 0:
				folded = append(folded, k)
			default:
				other = append(other, k)
			}
		}
		if len(none)+len(folded)+len(partial)+len(other) == 0 {
			continue
		}
		fmt.Fprintf(w, "**%s** (%d families):\n\n", corpusTitle[c], len(keys))
		item := func(what string, l []string) {
			switch {
			case len(l) == 0:
			case blind[c]:
				fmt.Fprintf(w, "* %s: %d\n", what, len(l)) // held out: counts only
			default:
				fmt.Fprintf(w, "* %s (%d): %s\n", what, len(l), strings.Join(l, ", "))
			}
		}
		item("nothing found in any encoding", none)
		item("of these, found by gitleaks (plants found/planted)", noneGL)
		item("found but not wholly removed in some plant (part of the value, or one of its values, left)", partial)
		item("missed only when folded", folded)
		item("missed in some other encodings", other)
		fmt.Fprintln(w)
	}
}

// families writes the per-family table of every secret corpus.
func (r *report) families(w io.Writer) {
	for _, c := range secretCorpora {
		rows, keys := r.familyRows(c)
		if len(keys) == 0 {
			continue
		}
		if blind[c] {
			fmt.Fprintf(w, "## %s, per family\n\n%d families; held out: not listed (see blind).\n\n", corpusTitle[c], len(keys))
			continue
		}
		fmt.Fprintf(w, "## %s, per family\n\n", corpusTitle[c])
		r.header(w, "family", false)
		for _, k := range keys {
			r.line(w, k, rows[k])
		}
		fmt.Fprintln(w)
	}
}

// misses lists, without values, every secret plant a tool missed or a
// redact run left, and every decoy flagged or masked.
func (r *report) misses(w io.Writer) {
	for i, p := range r.m.Plants {
		o := r.res[i]
		if blind[p.Corpus] {
			continue // held out: see blind
		}
		var what []string
		if !p.Decoy {
			if !o.scan {
				what = append(what, "scan-missed")
			}
			if !o.gitleaks {
				what = append(what, "gitleaks-missed")
			}
			for k, x := range o.removed {
				if x != 1 {
					what = append(what, r.names[k]+"-survived")
				}
			}
		} else {
			if o.scan {
				what = append(what, "scan-flagged")
			}
			if o.gitleaks {
				what = append(what, "gitleaks-flagged")
			}
			for k, x := range o.removed {
				if x == 1 {
					what = append(what, r.names[k]+"-masked")
				}
			}
		}
		if len(what) > 0 {
			kind := "secret"
			if p.Decoy {
				kind = "decoy"
			}
			fmt.Fprintf(w, "%s:%d\t%s\t%s\t%s\t%s\t%s\t%s\n", p.File, p.Line, kind, p.Corpus, p.Family, p.Encoding, p.Location, strings.Join(what, ","))
		}
	}
}
