package rules

// KnownSecrets finds secrets that were already found elsewhere, exactly and
// in their JSON-escaped, percent-encoded and base64 forms. The redaction
// engine uses it to propagate a secret found once (say, in a .env file a
// tool printed) to every other place of the same session where it appears
// in a form no rule recognizes (prose, a thinking block, a command line).
type KnownSecrets struct {
	d      *literalDetector
	origin map[string]Match // secret → the match that found it first
}

// NewKnownSecrets builds the detector from earlier matches; only secrets of
// at least minKnown bytes are kept, shorter ones match too much. It returns
// nil when nothing is left.
func NewKnownSecrets(found []Match) (*KnownSecrets, error) {
	const minKnown = 8
	origin := map[string]Match{}
	var values []string
	for _, m := range found {
		if len(m.Secret) < minKnown {
			continue
		}
		if _, ok := origin[m.Secret]; ok {
			continue
		}
		origin[m.Secret] = m
		values = append(values, m.Secret)
	}
	if len(values) == 0 {
		return nil, nil
	}
	d, err := newLiteralDetector(values, nil, nil)
	if err != nil || d == nil {
		return nil, err
	}
	return &KnownSecrets{d: d, origin: origin}, nil
}

// Detect returns the known secrets in text with the rule id and severity
// of the match that first found each of them.
func (k *KnownSecrets) Detect(text string) []Match {
	ms, _ := k.d.find(text, nil, nil)
	for i := range ms {
		if o, ok := k.origin[ms[i].Secret]; ok {
			ms[i].RuleID, ms[i].Severity = o.RuleID, o.Severity
		}
	}
	return resolve(ms)
}
