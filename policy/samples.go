package policy

import (
	"fmt"

	"github.com/omp-redact/omp-redact/rules"
)

// sampleSet is one custom detector with its self-test samples.
type sampleSet struct {
	detector *rawDetector
	re       *rules.Regex
}

// SampleResult is the outcome of one detector sample. It never holds the
// sample text: samples look like secrets, and output must not show them.
type SampleResult struct {
	Pos      Pos
	Field    string // detectors[0].samples.match[1]
	Detector string
	Want     string // "match" or "nomatch"
	OK       bool
	Msg      string // why it failed; "" when OK
}

func (r SampleResult) String() string {
	if r.OK {
		return fmt.Sprintf("%s: %s: ok", r.Pos, r.Field)
	}
	return fmt.Sprintf("%s: %s: %s", r.Pos, r.Field, r.Msg)
}

// Samples runs every custom detector's samples, in file order: each match
// sample must yield at least one match, each nomatch sample none.
func (p *Policy) Samples() []SampleResult {
	var out []SampleResult
	for _, s := range p.samples {
		out = append(out, s.results()...)
	}
	return out
}

func (s sampleSet) results() []SampleResult {
	d := s.detector
	var out []SampleResult
	check := func(l slist, want string) {
		for i, v := range l {
			r := SampleResult{Pos: v.Pos, Field: fmt.Sprintf("%s.samples.%s[%d]", d.field, want, i), Detector: d.id.V, Want: want}
			ms, err := s.re.Detect(v.V)
			switch {
			case err != nil:
				r.Msg = fmt.Sprintf("detector %q failed on this sample: %v", d.id.V, err)
			case want == "match" && len(ms) == 0:
				r.Msg = fmt.Sprintf("detector %q does not match this sample", d.id.V)
			case want == "nomatch" && len(ms) > 0:
				r.Msg = fmt.Sprintf("detector %q matches this sample at bytes %d-%d", d.id.V, ms[0].Start, ms[0].End)
			default:
				r.OK = true
			}
			out = append(out, r)
		}
	}
	check(d.match, "match")
	check(d.nomatch, "nomatch")
	return out
}

// run returns the failing samples.
func (s sampleSet) run() []SampleResult {
	var bad []SampleResult
	for _, r := range s.results() {
		if !r.OK {
			bad = append(bad, r)
		}
	}
	return bad
}
