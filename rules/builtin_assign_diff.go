package rules

import "strings"

// wordDiffID is the rule of secrets in git's word diff (see wordDiff).
const wordDiffID = "word-diff-secret"

// wordDiff finds the old and the new value of a secret-named key in
// git's word diff (git diff --word-diff): "apiKey: [-old-]{+new+}". The
// markers glue to the values, so no assignment reader sees them; a
// rotated secret's old value is as secret as its new one, until the
// rotation is known to be complete.
type wordDiff struct{ rule Rule }

func newWordDiff() *wordDiff {
	return &wordDiff{rule: Rule{ID: wordDiffID, Source: SourceBuiltin, Severity: SeverityHigh, Keywords: []string{"[-", "{+"},
		Description: "Old and new value of a secret-named key in git's word diff: apiKey: [-old-]{+new+}."}}
}

func (w *wordDiff) info() *Rule { return &w.rule }

func (w *wordDiff) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, w.rule.Keywords)
	for _, h := range hits {
		if h > 0 && (isAlnum(text[h-1]) || text[h-1] == '_' || text[h-1] == ')') {
			continue // an index or a slice (a[-1], f()[-2:]), not a marker
		}
		open, close := "[-", "-]"
		if text[h] == '{' {
			open, close = "{+", "+}"
		}
		vs := h + len(open)
		// the value's close within maxQuoted bytes on its line: a line
		// of markers is read once per marker, not to its end
		win := text[vs:min(len(text), vs+maxQuoted+len(close))]
		if nl := strings.IndexByte(win, '\n'); nl >= 0 {
			win = win[:nl]
		}
		k := strings.Index(win, close)
		if k < 4 || !diffMarkEnd(text, vs+k+len(close)) {
			continue
		}
		ve := vs + k
		v := strings.Trim(text[vs:ve], `"'`)
		vs += strings.Index(text[vs:ve], v)
		ve = vs + len(v)
		key, ok := diffKeyBefore(text, h)
		if !ok || strings.ContainsAny(v, " \t") || isPlaceholder(v) || !acceptAssignment(key, v) {
			continue
		}
		out = append(out, Match{RuleID: wordDiffID, Start: vs, End: ve, Secret: v})
	}
	return out, nil
}

// diffKeyBefore returns the secret-named key assigned at the word diff's
// marker text[h]: "key: ", "key=", a quote maybe, and for the new value a
// removed one before it ("key: [-old-]{+").
func diffKeyBefore(text string, h int) (string, bool) {
	lo := max(0, h-maxQuoted-maxDiffKey)
	ls := lo + strings.LastIndexByte(text[lo:h], '\n') + 1
	head := text[ls:h]
	if strings.HasSuffix(head, "-]") {
		if k := strings.LastIndex(head, "[-"); k >= 0 {
			head = head[:k]
		}
	}
	head = strings.TrimRight(head, " \t\"'")
	if !strings.HasSuffix(head, ":") && !strings.HasSuffix(head, "=") {
		return "", false
	}
	head = strings.TrimRight(head[:len(head)-1], " \t\"'")
	i := len(head)
	for i > 0 && len(head)-i < 64 && isKeyByte(head[i-1]) {
		i--
	}
	key := head[i:]
	return key, key != "" && secretKey(key)
}

// maxDiffKey bounds the key and operator read before a word diff's
// removed value.
const maxDiffKey = 84

// diffMarkEnd reports whether a word diff's closing marker ending at
// text[e] ends a word: a blank, the line's end, a quote, ',', ';' or the
// added value's marker ("[-_a-zA-Z0-9-]{8,}" is a regular expression's
// class, not a diff).
func diffMarkEnd(text string, e int) bool {
	return e >= len(text) || strings.IndexByte(" \t\r\n\"',;", text[e]) >= 0 || strings.HasPrefix(text[e:], "{+")
}
