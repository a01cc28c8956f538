package rules

// This is the only file of the project that imports gitleaks: its detect
// package alone pulls in 170 dependencies, a global logger and global
// viper state. We use its config package (rule definitions, compiled
// regexes, allowlists) and run the rules ourselves, so that matching is
// windowed, allocation-light, deterministic and safe for concurrent use.

import (
	"fmt"
	"os"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/rs/zerolog"
	"github.com/spf13/viper"
	"github.com/zricethezav/gitleaks/v8/config"
	"github.com/zricethezav/gitleaks/v8/logging"
)

func init() {
	// gitleaks logs at debug and trace level with the secrets in clear.
	logging.Logger = zerolog.Nop()
}

// maxExtendDepth bounds [extend] path chains, as gitleaks does.
const maxExtendDepth = 2

// defaultGitleaks translates the embedded default config once; the
// compiled rules are read-only and shared by every Set.
var defaultGitleaks func() (config.Config, error)

func init() {
	defaultGitleaks = sync.OnceValues(func() (config.Config, error) {
		return readGitleaks(config.DefaultConfig, "gitleaks default config", 0)
	})
}

// readGitleaks parses and translates one gitleaks TOML document. It uses
// a private viper instance and resolves [extend] itself: gitleaks' own
// extend logic keeps a package-level depth counter that is never reset,
// so a second config loaded in the same process would silently lose its
// extension.
func readGitleaks(toml, name string, depth int) (config.Config, error) {
	v := viper.New()
	v.SetConfigType("toml")
	if err := v.ReadConfig(strings.NewReader(toml)); err != nil {
		return config.Config{}, fmt.Errorf("%s: %w", name, err)
	}
	var vc config.ViperConfig
	if err := v.Unmarshal(&vc); err != nil {
		return config.Config{}, fmt.Errorf("%s: %w", name, err)
	}
	ext := vc.Extend
	vc.Extend = config.Extend{}
	if !ext.UseDefault && ext.Path == "" {
		cfg, err := translate(&vc)
		if err != nil {
			return config.Config{}, fmt.Errorf("%s: %w", name, err)
		}
		return cfg, nil
	}
	if ext.UseDefault && ext.Path != "" {
		return config.Config{}, fmt.Errorf("%s: [extend] sets both path and useDefault", name)
	}
	if depth >= maxExtendDepth {
		return config.Config{}, fmt.Errorf("%s: [extend] nested deeper than %d", name, maxExtendDepth)
	}
	var base config.Config
	var err error
	if ext.UseDefault {
		base, err = defaultGitleaks()
	} else {
		var data []byte
		data, err = os.ReadFile(ext.Path)
		if err == nil {
			base, err = readGitleaks(string(data), ext.Path, depth+1)
		}
	}
	if err != nil {
		return config.Config{}, fmt.Errorf("%s: extend: %w", name, err)
	}
	borrowed := borrowBase(&vc, base)
	cfg, err := translate(&vc)
	if err != nil {
		return config.Config{}, fmt.Errorf("%s: %w", name, err)
	}
	return mergeGitleaks(base, cfg, borrowed, ext.DisabledRules, name)
}

// borrowBase prepares an extending config for Translate. gitleaks lets a
// rule of the extending config name a base rule and set only what it
// changes (an allowlist, keywords, the entropy), and lets a top-level
// [[allowlists]] target base rules: both are resolved after the merge.
// Translate checks each rule, and each target, alone, so such a rule
// borrows the base rule's regex and path here, and a targeted base rule
// gets a stand-in; the merge keeps only what the config itself set. It
// returns the ids that borrowed.
func borrowBase(vc *config.ViperConfig, base config.Config) map[string]bool {
	borrowed := map[string]bool{}
	own := map[string]bool{}
	lend := func(r *string, p *string, b config.Rule) {
		if b.Regex != nil {
			*r = b.Regex.String()
		}
		if b.Path != nil {
			*p = b.Path.String()
		}
	}
	for i := range vc.Rules {
		r := &vc.Rules[i]
		own[r.ID] = true
		if b, ok := base.Rules[r.ID]; ok && r.Regex == "" && r.Path == "" {
			lend(&r.Regex, &r.Path, b)
			borrowed[r.ID] = true
		}
	}
	for _, a := range vc.Allowlists {
		for _, id := range a.TargetRules {
			b, ok := base.Rules[id]
			if !ok || own[id] {
				continue
			}
			vc.Rules = appendZero(vc.Rules)
			r := &vc.Rules[len(vc.Rules)-1]
			r.ID = id
			lend(&r.Regex, &r.Path, b)
			own[id], borrowed[id] = true, true
		}
	}
	return borrowed
}

func appendZero[S ~[]E, E any](s S) S {
	var zero E
	return append(s, zero)
}

// translate runs gitleaks' Translate, which compiles rule regexes with
// MustCompile: an invalid pattern panics there, and becomes an error here.
func translate(vc *config.ViperConfig) (cfg config.Config, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("invalid rule: %v", r)
		}
	}()
	return vc.Translate()
}

// mergeGitleaks returns base extended by child as gitleaks' extend does:
// disabled base rules are dropped; a child rule with a base rule's id
// changes what it sets (description, entropy, secret group, regex and path
// unless borrowed, see borrowBase) and adds its tags, keywords and
// allowlists; other child rules are added; global allowlists add up.
func mergeGitleaks(base, child config.Config, borrowed map[string]bool, disabled []string, name string) (config.Config, error) {
	out := config.Config{Rules: map[string]config.Rule{}, Keywords: map[string]struct{}{}}
	for id, r := range base.Rules {
		out.Rules[id] = r
	}
	for _, id := range disabled {
		if _, ok := out.Rules[id]; !ok {
			return config.Config{}, fmt.Errorf("%s: [extend] disabledRules: unknown rule %q", name, id)
		}
		delete(out.Rules, id)
	}
	for id, c := range child.Rules {
		b, ok := out.Rules[id]
		if !ok {
			if borrowed[id] {
				continue // only changed a disabled base rule
			}
			out.Rules[id] = c
			continue
		}
		if c.Description != "" {
			b.Description = c.Description
		}
		if c.Entropy != 0 {
			b.Entropy = c.Entropy
		}
		if c.SecretGroup != 0 {
			b.SecretGroup = c.SecretGroup
		}
		if !borrowed[id] {
			if c.Regex != nil {
				b.Regex = c.Regex
			}
			if c.Path != nil {
				b.Path = c.Path
			}
		}
		b.Tags = append(slices.Clip(b.Tags), c.Tags...)
		b.Keywords = append(slices.Clip(b.Keywords), c.Keywords...)
		b.Allowlists = append(slices.Clip(b.Allowlists), c.Allowlists...)
		out.Rules[id] = b
	}
	out.Allowlists = append(append(out.Allowlists, base.Allowlists...), child.Allowlists...)
	return out, nil
}

// loadGitleaks returns the detectors of the default rules, or of the
// config file at path when path is not empty.
func loadGitleaks(path string) ([]detector, error) {
	if path == "" {
		return defaultGitleaksDetectors()
	}
	return translateGitleaks(path)
}

// defaultGitleaksDetectors builds the default rules' detectors once: a
// detector is read-only once built, so every Set shares them, and a run
// that builds several Sets (the policy's rule ids, then the engine's)
// pays for them once.
var defaultGitleaksDetectors = sync.OnceValues(func() ([]detector, error) {
	return translateGitleaks("")
})

// translateGitleaks reads the gitleaks config at path (the default one when
// path is empty) and wraps each rule as a detector.
func translateGitleaks(path string) ([]detector, error) {
	var cfg config.Config
	var err error
	if path == "" {
		cfg, err = defaultGitleaks()
	} else {
		var data []byte
		if data, err = os.ReadFile(path); err == nil {
			cfg, err = readGitleaks(string(data), path, 0)
		}
	}
	if err != nil {
		return nil, fmt.Errorf("gitleaks config: %w", err)
	}
	globalDefault := make([]bool, len(cfg.Allowlists))
	for i, a := range cfg.Allowlists {
		globalDefault[i] = isDefaultGlobal(a)
	}
	ids := make([]string, 0, len(cfg.Rules))
	for id := range cfg.Rules {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	defaults, err := defaultGitleaks()
	if err != nil {
		return nil, fmt.Errorf("gitleaks default config: %w", err)
	}
	var dets []detector
	for _, id := range ids {
		r := cfg.Rules[id]
		if r.Regex == nil || r.SkipReport {
			continue // path-only rules (pkcs12-file) need file names, not text
		}
		kw := make([]string, 0, len(r.Keywords))
		for _, k := range r.Keywords {
			kw = append(kw, strings.ToLower(k))
		}
		sort.Strings(kw)
		g := &gitleaksRule{
			rule: Rule{
				ID: id, Description: r.Description, Source: SourceGitleaks,
				Keywords: kw, Severity: gitleaksSeverity(id), Tags: r.Tags,
			},
			r:             r,
			global:        cfg.Allowlists,
			globalDefault: globalDefault,
			maxW:          -1,
			punctEnds:     endsWithTerminator(r.Regex.String()),
		}
		// Windows and gates are checked against the default rules (a
		// default rule's match holds its keyword, and the hand-written
		// gates follow its regex); a rule of the user's own, or a default
		// rule whose regex the user changed, runs as gitleaks runs it:
		// over the whole string when a keyword occurs.
		// Each shortcut is used only where the regex has the property it
		// rests on (see shortcuts.go).
		if d, ok := defaults.Rules[id]; ok && d.Regex != nil && d.Regex.String() == r.Regex.String() &&
			holdsKeyword(r.Regex.String(), kw) {
			g.maxW = gitleaksWidth(r.Regex.String())
			if strings.Contains(r.Regex.String(), genericShape) && keyNameGated(r.Regex.String(), kw) {
				g.gate = assignGate
			}
			if gate, ok := ruleGates[id]; ok {
				g.gate = gate
			}
			if g.bound = ruleBounds[id]; g.bound != nil {
				g.gate = nil
			}
		}
		if path != "" {
			if d, ok := defaults.Rules[id]; needsTimeout(r, d, ok, cfg.Allowlists, defaults) {
				dets = append(dets, &timedRule{gitleaksRule: g})
				continue
			}
		}
		dets = append(dets, g)
	}
	return dets, nil
}

// gitleaksRule runs one gitleaks rule the way gitleaks' detectRule does
// (secret group, entropy, global and rule allowlists) and computes the
// exact byte span of the secret.
type gitleaksRule struct {
	rule   Rule
	r      config.Rule
	global []*config.Allowlist
	// globalDefault[i] says global[i] is gitleaks' default global list
	globalDefault []bool
	maxW          int
	gate          func(string, int) bool
	bound         func(string, int) int // a gate that also bounds the match end (ruleBounds)
	// punctEnds: the regex ends its token with gitleaks' terminator (a
	// quote, a space, ';', an escaped newline, the end), which a token
	// in a CSV row, a table's cell or a call's argument does not have
	// (see punctView)
	punctEnds bool
}

// tokenTerminator ends 151 of gitleaks' 221 patterns: after the token, a
// quote, a blank, ';', an escaped newline or the end of the text.
const tokenTerminator = `(?:[\x60'"\s;]|\\[nr]|$)`

// endsWithTerminator reports a pattern that ends a token with
// tokenTerminator and has no key-name part (genericShape): its token
// stands alone, so what follows it in a row or a call (",", "|", ")")
// ends it as well as a blank does.
func endsWithTerminator(pattern string) bool {
	return strings.HasSuffix(pattern, tokenTerminator) && !strings.Contains(pattern, genericShape)
}

// punctView returns text with each ASCII ',', '|', ')', ']', '}', '<',
// '>' and '&' that follows a token byte, and each '.', '!', '?' and ':'
// that follows one and ends a sentence (a blank or the end after it),
// replaced by a blank, or text
// itself when there is none, so that a token gitleaks' terminator
// refuses (sntryu_… in "note,sntryu_…,,0", in "| sntryu_… |", in
// f(sntryu_…)) is read as gitleaks reads it before a blank. Offsets are
// unchanged.
func punctView(text string) string {
	var b []byte
	for i := 1; i < len(text); i++ {
		if !isWordByte(text[i-1]) {
			continue
		}
		if strings.IndexByte(",|)]}<>&", text[i]) < 0 &&
			// a sentence's end: "my token is hf_….", "key: ghp_…!"
			(strings.IndexByte(".!?:", text[i]) < 0 || i+1 < len(text) && !isPerlSpace(text[i+1])) {
			continue
		}
		if b == nil {
			b = []byte(text)
		}
		b[i] = ' '
	}
	if b == nil {
		return text
	}
	return string(b)
}

// generatedTokens returns the matches whose secret holds a digit and whose
// body after its prefix does not read as a name of code's words
// (s.ReadUint16LengthPrefixed), or whose body is letters drawn at random
// (Hugging Face's hf_ and 34 letters).
func generatedTokens(ms []Match) []Match {
	out := ms[:0]
	for _, m := range ms {
		body := m.Secret[strings.IndexAny(m.Secret, "._-")+1:]
		if strings.ContainsAny(m.Secret, "0123456789") && !identWord(body) || randomLettersN(body, 20) {
			out = append(out, m)
		}
	}
	return out
}

// dropOverlapping returns the matches of add that overlap none of have.
func dropOverlapping(add, have []Match) []Match {
	out := add[:0]
	for _, m := range add {
		if !slices.ContainsFunc(have, func(h Match) bool { return h.Start < m.End && m.Start < h.End }) {
			out = append(out, m)
		}
	}
	return out
}

// genericShape is the key-name/operator part shared by gitleaks' generic
// and service-name rules; rules containing it get assignGate.
const genericShape = `(?:[ \t\w.-]{0,20})[\s'"]{0,3}(?:=|>|:{1,3}=|\|\||:|=>|\?=|,)`

func (g *gitleaksRule) info() *Rule { return &g.rule }

func (g *gitleaksRule) find(text string, hits []int, out []Match) ([]Match, error) {
	var ends []int
	switch {
	case len(g.rule.Keywords) == 0:
		hits = nil
	case g.bound != nil:
		kept := hits[:0:0]
		for _, h := range hits {
			if e := g.bound(text, h); e >= 0 {
				kept, ends = append(kept, h), append(ends, e)
			}
		}
		if hits = kept; len(hits) == 0 {
			return out, nil
		}
	case g.gate != nil:
		if hits = gateHits(text, hits, g.gate); len(hits) == 0 {
			return out, nil
		}
	}
	out = g.findIn(text, text, hits, ends, out)
	if g.punctEnds {
		if v := punctView(text); v != text {
			n := len(out)
			out = g.findIn(text, v, hits, ends, out)
			// only what has a digit and no words: code's names before a
			// ',' or ')' (a receiver's s.ReadUint16LengthPrefixed) spell
			// the shape of a short prefix's token
			out = append(out[:n], generatedTokens(dropOverlapping(out[n:], out[:n]))...)
		}
	}
	return out, nil
}

// findIn runs the rule's regex over view, text itself or punctView(text)
// (the same length), and reads each secret, its entropy and the
// allowlists' view of it from text.
func (g *gitleaksRule) findIn(text, view string, hits, ends []int, out []Match) []Match {
	re := g.r.Regex
	before := 0
	if g.gate != nil || g.bound != nil {
		before = 64 // [\w.-]{0,50}? before the keyword
	}
	findAll(re, view, hits, ends, g.maxW, before, func(m []int) {
		ms, me := m[0], m[1]
		// gitleaks trims newlines a match may have swallowed
		for ms < me && text[ms] == '\n' {
			ms++
		}
		for me > ms && text[me-1] == '\n' {
			me--
		}
		match := text[ms:me]
		vmatch := view[ms:me]
		ss, se := ms, me
		// gitleaks matches the rule again on the match alone to pick the
		// secret group; so do we, and keep the group's offsets. A regex
		// without groups (private-key) has none to pick: the second match
		// of a key's kilobytes would only cost time.
		var sm []int
		if re.NumSubexp() > 0 {
			sm = re.FindStringSubmatchIndex(vmatch)
		}
		if len(sm) >= 4 {
			grp := -1
			if g.r.SecretGroup > 0 {
				if 2*g.r.SecretGroup+1 >= len(sm) {
					return
				}
				grp = g.r.SecretGroup
			} else {
				for i := 1; 2*i+1 < len(sm); i++ {
					if sm[2*i] >= 0 && sm[2*i+1] > sm[2*i] {
						grp = i
						break
					}
				}
			}
			if grp > 0 && sm[2*grp] >= 0 {
				ss, se = ms+sm[2*grp], ms+sm[2*grp+1]
			}
		}
		// Entropy and allowlists see the secret gitleaks sees.
		secret := text[ss:se]
		if secret == "" {
			return
		}
		if g.r.Entropy != 0 && shannon(secret) <= g.r.Entropy || g.rule.ID == "curl-auth-header" && isPlaceholder(secret) {
			return // (a doc's YOUR_API_KEY after curl -H "X-API-Key: ")
		}
		if g.r.Path != nil && g.r.Regex != nil && outOfFileType(g.rule.ID, text, ms, ss, se) {
			return
		}
		line := lineAround(text, ms, me)
		if allowed(g.global, g.globalDefault, secret, match, line) || allowed(g.r.Allowlists, nil, secret, match, line) {
			return
		}
		// Some rules (jwt) accept '\' in the secret, so in JSON text shown
		// as a string the match swallows the backslash of a closing \";
		// masking it would break the escape and the inner document.
		for se > ss && text[se-1] == '\\' {
			se--
		}
		if secret = text[ss:se]; secret == "" {
			return
		}
		out = append(out, Match{RuleID: g.rule.ID, Start: ss, End: se, Secret: secret})
	})
	return out
}

// outOfFileType reports a match of a rule gitleaks runs only on one kind
// of file (hashicorp-tf-password on .tf and .hcl, kubernetes-secret-yaml
// on .yaml…) that reads as another kind: a session's text has no file
// name, so these rules run on every string, and a value they take there
// must still stand as a value. A quoted word followed by ':' is a JSON or
// YAML key, and hashicorp-tf-password's ',' between "password" and the
// quoted word is a list's or an object's next member ("grant_type":
// "password", "username": …), not HCL's password = "v"; nor is a JSON
// member, a name or a placeholder (see below).
func outOfFileType(id, text string, ms, ss, se int) bool {
	k := se
	for k < len(text) && (text[k] == ' ' || text[k] == '\t' || text[k] == '"' && k == se) {
		k++
	}
	if k < len(text) && text[k] == ':' && (k+1 == len(text) || text[k+1] != ':' && text[k+1] != '=') {
		return true
	}
	if id != "hashicorp-tf-password" {
		return false
	}
	// HCL assigns with '=': a JSON or YAML member (dbPassword: "postgres")
	// or a list's next member is not its password; nor is a name (a key's
	// or a variable's: dbPasswordKey = "db_password", X_ENV =
	// "DB_PASSWORD") or a placeholder (password: "changeme")
	v := strings.Trim(text[ss:se], `"`)
	lv := strings.ToLower(v)
	named := (strings.Contains(lv, "password") || strings.Contains(lv, "passwd") || strings.Contains(lv, "secret")) &&
		(strings.ContainsAny(v, "_-.") || camelHump(v)) // db_password, dbPassword; rootpasswd and password are passwords
	return !strings.Contains(text[ms:ss], "=") || strings.Contains(text[ms:ss], ":") || isPlaceholder(v) || named || credentialVarName(v)
}

// camelHump reports a lower-case letter followed by a capital: a name
// joined in camel case (dbPassword).
func camelHump(v string) bool {
	for i := 1; i < len(v); i++ {
		if isUpper(v[i]) && isLower(v[i-1]) {
			return true
		}
	}
	return false
}

// ruleBounds are gates that also bound where a match through the hit ends,
// so its regex window stops there (checked against the regex in tests).
var ruleBounds = map[string]func(string, int) int{
	// value [\w.=-]{10,150} or [a-z0-9][a-z0-9+/]{11,}, then a terminator
	"generic-api-key": valueEnd(10),
	// unbounded, but starts at its keyword and ends at the closing line
	"private-key": privateKeyEnd,
	// \b(ey[a-zA-Z0-9]{17,}\.ey…: keyword "ey" is in every other word
	"jwt": jwtEnd,
}

// ruleGates are hand-written necessary conditions for default rules with
// very frequent keywords (checked against the rule's regex in tests).
var ruleGates = map[string]func(string, int) bool{
	// ((live|test)_[a-f0-9]{35}) under (?i): "test_" is in every test
	// suite's names
	"lob-api-key": func(text string, h int) bool {
		return len(text) >= h+len("test_")+35 && isHexString(text[h+len("test_"):h+len("test_")+35])
	},
	// \b((?:sc|ext|scauth|authress)_(?i)[a-z0-9]{5,30}\.…: the prefix in
	// lower case at a word's start, then 5 to 30 letters or digits and a
	// dot ("ext_" and "sc_" end many words and names)
	"authress-service-client-access-key": authressGate,
	// unbounded; "secret" is everywhere, "kind: secret" is not
	"kubernetes-secret-yaml": kindSecretGate,
	// \b((?:hvs\.[\w-]{90,120}|s\.(?i:[a-z0-9]{24})))…, keywords "hvs." and "s."
	"vault-service-token": func(text string, h int) bool {
		if h >= 2 && (text[h-2:h] == "hv" || text[h-2:h] == "HV" || text[h-2:h] == "Hv" || text[h-2:h] == "hV") {
			return true
		}
		if h > 0 && isWordByte(text[h-1]) || len(text) < h+2+24 {
			return false
		}
		for i := h + 2; i < h+2+24; i++ {
			c := text[i]
			if c >= 0x80 {
				return true // under (?i) the Kelvin sign is a letter
			}
			if !(isWordByte(c) && c != '_') {
				return false
			}
		}
		return true
	},
}

func authressGate(text string, h int) bool {
	if h > 0 && isWordByte(text[h-1]) {
		return false
	}
	i := -1
	for _, p := range [...]string{"sc_", "ext_", "scauth_", "authress_"} {
		if strings.HasPrefix(text[h:], p) {
			i = h + len(p)
			break
		}
	}
	if i < 0 {
		return false
	}
	// under (?i) the Kelvin sign and the long s are letters: a non-ASCII
	// byte counts, and 30 of them take up to 90 bytes
	n := 0
	for i < len(text) && n <= 90 && (isAlnum(text[i]) || text[i] >= 0x80) {
		i++
		n++
	}
	return n >= 5 && i < len(text) && text[i] == '.'
}

// isWordByte reports a byte of \w: a letter, a digit or '_'. It, isAlnum
// and valueChar read a table (byteClass): they are asked in the loops over
// every byte of a run, where a chain of range tests cost several times a
// load.
func isWordByte(c byte) bool { return byteClass[c]&classWord != 0 }

// byteClass holds, for every byte, the classes isWordByte, isAlnum and
// valueChar test.
var byteClass = func() (t [256]uint8) {
	for i := range t {
		c := byte(i)
		alnum := '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
		if alnum {
			t[i] |= classAlnum
		}
		if alnum || c == '_' {
			t[i] |= classWord
		}
		if c > ' ' && c < 0x7f && c != '"' && c != '\'' && c != '`' && c != '\\' {
			t[i] |= classValue
		}
	}
	return t
}()

const (
	classWord = 1 << iota
	classAlnum
	classValue
)

// openEndedReach is the window reach used for rules whose value part is
// unbounded but ends at a terminator or the end of text (generic-api-key:
// `[a-z0-9][a-z0-9+/]{11,}` then `(?:[\x60'"\s;]|\\[nr]|$)`): a value cut by
// the window still matches up to the window's end, which makes findAll
// fall back to the whole text, so the result is unchanged.
const openEndedReach = 256

func gitleaksWidth(pattern string) int {
	w := maxWidth(pattern)
	if w < 0 && strings.HasSuffix(pattern, "|$)") && openEnded(pattern) {
		return openEndedReach
	}
	return w
}

// maxLineReach bounds the "line" given to line allowlists on either side
// of a match: a minified document is one 100 kB line, and matching the
// allowlist regexes on all of it for every candidate costs more than the
// rules. A shorter line can only make a line allowlist match less often,
// that is report more, never less.
const maxLineReach = 2048

// lineAround returns the line gitleaks gives to line allowlists for a
// match at text[s:e], cut to at most maxLineReach bytes on either side of
// the match and without the '\n' gitleaks keeps before it, so that it is
// always part of gitleaks' line: a line allowlist then matches it only if
// it matches gitleaks' line (the regexes are unanchored). gitleaks' line
// runs from the start of the match's first line to the '\n' after the
// match, except that a match ending on an unterminated last line ends the
// line at the match when it started on an earlier line, and at the next
// '\r' or '\n' when it started on that last line.
func lineAround(text string, s, e int) string {
	lo := max(0, s-maxLineReach)
	ls := lo + strings.LastIndexByte(text[lo:s], '\n') + 1
	hi := min(len(text), e+maxLineReach)
	if le := strings.IndexByte(text[e:hi], '\n'); le >= 0 {
		return text[ls : e+le]
	}
	if hi < len(text) && strings.IndexByte(text[hi:], '\n') >= 0 {
		return text[ls:hi] // a '\n' follows, beyond the reach
	}
	switch {
	case strings.IndexByte(text, '\n') < 0:
		return text[ls:hi]
	case strings.IndexByte(text[s:e], '\n') >= 0:
		return text[ls:e]
	}
	if le := strings.IndexAny(text[e:hi], "\r\n"); le >= 0 {
		return text[ls : e+le]
	}
	return text[ls:hi]
}

// allowed mirrors gitleaks' checkFindingAllowed for text without a file
// path or commit: an AND allowlist that needs a path or commit never
// matches.
//
// prefilter[i], when set, says lists[i] holds gitleaks' default global
// regexes, which are skipped on a target they cannot match
// (defaultGlobalMiss).
func allowed(lists []*config.Allowlist, prefilter []bool, secret, match, line string) bool {
	for i, a := range lists {
		target := secret
		switch a.RegexTarget {
		case "match":
			target = match
		case "line":
			target = line
		}
		if a.MatchCondition != config.AllowlistMatchAnd {
			// OR: the cheap stopword trie first, and the regexes only
			// when they can match (see defaultGlobalMiss)
			skip := i < len(prefilter) && prefilter[i] && defaultGlobalMiss(target)
			if ok, _ := a.ContainsStopWord(secret); ok || !skip && a.RegexAllowed(target) {
				return true
			}
			continue
		}
		// AND: every criterion present must hold; commits and paths never
		// do here
		if len(a.Commits) > 0 || len(a.Paths) > 0 || len(a.Regexes) == 0 && len(a.StopWords) == 0 {
			continue
		}
		if len(a.StopWords) > 0 {
			if ok, _ := a.ContainsStopWord(secret); !ok {
				continue
			}
		}
		if len(a.Regexes) > 0 && !a.RegexAllowed(target) {
			continue
		}
		return true
	}
	return false
}

// gitleaksSeverity maps a gitleaks rule id to a severity; gitleaks has
// none. The table is documented in doc.go.
func gitleaksSeverity(id string) Severity {
	switch {
	case id == "private-key" || id == "age-secret-key" || id == "pkcs12-file":
		return SeverityCritical
	case hasAnyPrefix(id, "aws-", "gcp-", "azure-", "alibaba-", "yandex-", "digitalocean-",
		"heroku-", "hashicorp-", "vault-", "cloudflare-", "github-", "gitlab-", "databricks-",
		"openshift-", "kubernetes-", "1password-", "doppler-", "pulumi-", "fly"):
		return SeverityCritical
	case hasAnyPrefix(id, "generic-", "curl-"):
		return SeverityMedium
	case id == "jwt" || id == "jwt-base64":
		return SeverityMedium
	case strings.HasSuffix(id, "-client-id") || strings.HasSuffix(id, "-access-id") ||
		strings.Contains(id, "-pub") || strings.HasSuffix(id, "-user-api-id"):
		return SeverityLow
	}
	return SeverityHigh
}

func hasAnyPrefix(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
