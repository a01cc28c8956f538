package rules

import "strings"

// promptDefaultID is the rule of answers to a configure prompt that shows
// the current value in brackets (see promptDefault).
const promptDefaultID = "prompt-default-answer"

// promptDefault finds the answer typed at an interactive configure
// prompt that shows the current value in brackets before the colon:
// aliyun configure's "Access Key Secret []: v", tccli's, oci setup's,
// "API token [****abcd]: v", "Enter password [hidden]: v". A terminal
// copy keeps what was typed after the prompt, and the brackets put the
// label out of reach of the rules of "name: v". The label must name a
// secret (secretKey on its words joined by '_': Access Key Secret, not
// Access Key Id), the answer must be the rest of its line, and it must
// read as a secret: a password's as a password a person chose
// (passwordValue, typedPassword), any other's as strongly random
// (nearValue).
type promptDefault struct{ rule Rule }

func newPromptDefault() *promptDefault {
	return &promptDefault{rule: Rule{ID: promptDefaultID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"]: "}, // a prompt's answer follows a blank; "]:" alone ends many a line of Python (if k in d[x]:)
		Description: "Answer typed at a configure prompt that shows the current value in brackets (Access Key Secret []: v, API token [****abcd]: v, Enter password [hidden]: v)."}}
}

func (r *promptDefault) info() *Rule { return &r.rule }

// maxPromptLabel bounds a prompt's label, in bytes.
const maxPromptLabel = 48

func (r *promptDefault) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, r.rule.Keywords)
	for _, h := range hits {
		ls := lineStartAt(text, h)
		ob := strings.LastIndexByte(text[ls:h], '[')
		if ob < 0 {
			continue
		}
		ob += ls
		if strings.ContainsAny(text[ob+1:h], "[]") || h-ob > 65 || ob == ls || text[ob-1] != ' ' {
			continue // "Label [default]": one bracketed default after a blank
		}
		label := strings.TrimSpace(text[ls : ob-1])
		if len(label) == 0 || len(label) > maxPromptLabel || !promptLabel(label) {
			continue
		}
		vs := h + 2
		for vs < len(text) && text[vs] == ' ' {
			vs++
		}
		ve := lineEnd(text, vs)
		for ve > vs && (text[ve-1] == ' ' || text[ve-1] == '\r') {
			ve--
		}
		v := text[vs:ve]
		if v == "" || strings.ContainsAny(v, " \t") {
			continue
		}
		key := strings.ToLower(strings.Join(strings.Fields(label), "_"))
		if !secretKey(key) {
			continue
		}
		pw := strings.Contains(key, "pass")
		if pw && (passwordValue(v) || typedPassword(v)) || nearValue(v) {
			out = append(out, Match{RuleID: promptDefaultID, Start: vs, End: ve, Secret: v})
		}
	}
	return out, nil
}

// promptLabel reports a prompt's label: words of ASCII letters and
// digits, separated by single blanks, maybe after a product's name in
// capitals (AWS Secret Access Key).
func promptLabel(l string) bool {
	for _, w := range strings.Split(l, " ") {
		if w == "" {
			return false
		}
		for i := 0; i < len(w); i++ {
			if !isAlnum(w[i]) && w[i] != '-' && w[i] != '_' {
				return false
			}
		}
	}
	return true
}
