package rules

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/dlclark/regexp2"
)

// DefaultTimeout bounds one user regex on one string.
const DefaultTimeout = 100 * time.Millisecond

// RegexSpec defines a user detector with a regexp2 (.NET-style) pattern.
type RegexSpec struct {
	ID, Description, Pattern string
	// SecretGroup is the capture group holding the secret; 0 means the
	// whole match.
	SecretGroup int
	// Keywords prefilter the rule: it only runs on strings containing one
	// of them (case-insensitive). Empty means always.
	Keywords []string
	// Entropy is the minimum Shannon entropy of the secret (0 = none).
	Entropy float64
	// Timeout bounds matching one string (default 100 ms).
	Timeout  time.Duration
	Severity Severity
}

// TimeoutError reports a user regex that ran out of time on a string: the
// string could not be scanned and must be treated as unsafe.
type TimeoutError struct {
	RuleID  string
	Timeout time.Duration
}

func (e *TimeoutError) Error() string {
	return fmt.Sprintf("rule %s: regex timed out after %v; string not fully scanned", e.RuleID, e.Timeout)
}

// Regex is a compiled user detector.
type Regex struct {
	rule  Rule
	re    *regexp2.Regexp
	group int
	ent   float64
	tmo   time.Duration
}

// NewRegex compiles a user detector.
func NewRegex(spec RegexSpec) (*Regex, error) {
	if spec.ID == "" {
		return nil, errors.New("regex rule: empty id")
	}
	re, err := regexp2.Compile(spec.Pattern, regexp2.None)
	if err != nil {
		return nil, fmt.Errorf("rule %s: pattern: %w", spec.ID, err)
	}
	if spec.SecretGroup < 0 || spec.SecretGroup > len(re.GetGroupNumbers())-1 {
		return nil, fmt.Errorf("rule %s: secret group %d does not exist", spec.ID, spec.SecretGroup)
	}
	tmo := spec.Timeout
	if tmo <= 0 {
		tmo = DefaultTimeout
	}
	re.MatchTimeout = tmo
	kw := make([]string, 0, len(spec.Keywords))
	for _, k := range spec.Keywords {
		if k == "" {
			return nil, fmt.Errorf("rule %s: empty keyword", spec.ID)
		}
		kw = append(kw, strings.ToLower(k))
	}
	sort.Strings(kw)
	desc := spec.Description
	if desc == "" {
		desc = "User-defined regular expression " + spec.ID
	}
	return &Regex{
		rule:  Rule{ID: spec.ID, Description: desc, Source: SourceUser, Keywords: kw, Severity: spec.Severity},
		re:    re,
		group: spec.SecretGroup,
		ent:   spec.Entropy,
		tmo:   tmo,
	}, nil
}

func (r *Regex) info() *Rule { return &r.rule }

// Rule describes the detector.
func (r *Regex) Rule() Rule { return r.rule }

// Detect returns the matches of the detector in text, sorted by start; a
// *TimeoutError means text was not fully scanned.
func (r *Regex) Detect(text string) ([]Match, error) {
	if len(r.rule.Keywords) > 0 {
		low := strings.ToLower(text)
		hit := false
		for _, k := range r.rule.Keywords {
			if strings.Contains(low, k) {
				hit = true
				break
			}
		}
		if !hit {
			return nil, nil
		}
	}
	ms, err := r.find(text, nil, nil)
	for i := range ms {
		ms[i].Severity = r.rule.Severity
	}
	return ms, err
}

// find runs the regex over text. regexp2's timeout is wall-clock time, so a
// busy machine (a CI runner with parallel jobs, a long GC pause) can make a
// quick regex look slow and fail a whole file closed. One retry tells the
// two apart, at the price of one more timeout for a regex that really is
// slow.
func (r *Regex) find(text string, _ []int, out []Match) ([]Match, error) {
	before := len(out)
	out, err := r.findOnce(text, out)
	if err != nil {
		out, err = r.findOnce(text, out[:before])
	}
	return out, err
}

func (r *Regex) findOnce(text string, out []Match) ([]Match, error) {
	runes := []rune(text)
	m, err := r.re.FindRunesMatch(runes)
	var conv runeBytes
	for err == nil && m != nil {
		g := m.GroupByNumber(r.group)
		if g != nil && g.Length > 0 {
			secret := g.String()
			if r.ent == 0 || shannon(secret) > r.ent {
				s := conv.offset(text, g.Index)
				e := conv.offset(text, g.Index+g.Length)
				out = append(out, Match{RuleID: r.rule.ID, Start: s, End: e, Secret: secret})
			}
		}
		m, err = r.re.FindNextMatch(m)
	}
	if err != nil {
		// regexp2's own error text names no input; ours names only the rule
		return out, &TimeoutError{RuleID: r.rule.ID, Timeout: r.tmo}
	}
	return out, nil
}

// runeBytes converts rune offsets (what regexp2 v1 reports) to byte
// offsets in a string. Successive calls with non-decreasing rune offsets
// resume where the previous call stopped, so converting every match of a
// string costs one pass over it.
type runeBytes struct {
	rune, byte int
}

func (c *runeBytes) offset(text string, runeOff int) int {
	if runeOff < c.rune {
		c.rune, c.byte = 0, 0
	}
	for c.rune < runeOff && c.byte < len(text) {
		_, n := utf8.DecodeRuneInString(text[c.byte:])
		c.byte += n
		c.rune++
	}
	return c.byte
}
