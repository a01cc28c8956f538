package rules

import "strings"

// spacedPassphraseID is the rule of passphrases of words and blanks set
// on a line of their own (see spacedPassphrase).
const spacedPassphraseID = "spaced-passphrase"

// spacedPassphrase finds a passphrase of words written unquoted after a
// password's or passphrase's key on a line of its own, as hostapd.conf,
// .env, .properties and YAML files hold one (wpa_passphrase=<words>,
// BACKUP_PASSPHRASE=<words>, systemd's Environment="KEY=<words>"):
// secret-assignment's value stops at the first blank, as a bare value's
// does everywhere else. The value runs to the line's end (a comment
// aside) and must read as a chosen passphrase (passphraseWords), not as
// a description of the setting ("see the vault entry", "set in CI").
func spacedPassphrase() *reRule {
	d := newReRule(Rule{
		ID:          spacedPassphraseID,
		Description: "Passphrase of three to ten words set unquoted on a line of its own under a password's or passphrase's key (wpa_passphrase=<words>, BACKUP_PASSPHRASE=<words>, password: <words>); a description of the setting is refused.",
		Keywords:    []string{"pass", "pwd"},
		Severity:    SeverityHigh,
	}, func(key, v string) bool { return (passKey(key) || passwordName(key)) && passphraseWords(v) },
		`(?im)^[ \t]*(?:export[ \t]+|Environment=["']?)?(?P<key>[a-z0-9_.\-]{0,40}(?:password|passwd|passphrase|pass|pwd))["']?[ \t]*[=:][ \t]*`,
	)
	d.tails = []func(string, int) (int, int, bool){lineValue}
	d.before = []int{64}
	d.gates = []func(string, int) bool{lineKeyGate}
	return d
}

// lineKeyGate passes a keyword hit inside a key that starts its line
// (blanks, "export " or systemd's Environment= aside) within 40 bytes:
// "pass" is a frequent word, and most of its hits are in sentences or
// code, where the pattern's automaton would run for nothing.
func lineKeyGate(text string, h int) bool {
	ls := strings.LastIndexByte(text[max(0, h-64):h], '\n') + 1 + max(0, h-64)
	if ls == max(0, h-64) && ls > 0 && text[ls-1] != '\n' {
		return false // no line start within 64 bytes
	}
	i := ls
	for i < h && (text[i] == ' ' || text[i] == '\t') {
		i++
	}
	if strings.HasPrefix(text[i:h], "export ") {
		i += len("export ")
	} else if p := "Environment="; len(text[i:h]) >= len(p) && strings.EqualFold(text[i:i+len(p)], p) {
		i += len(p)
		if i < h && (text[i] == '"' || text[i] == '\'') {
			i++
		}
	}
	if h-i > 40 {
		return false
	}
	for ; i < h; i++ {
		if !isKeyByte(text[i]) {
			return false
		}
	}
	return true
}

// lineValue reads the rest of the line at text[at] as one value: up to a
// comment (" #"), without the blanks and the quote that close it.
func lineValue(text string, at int) (int, int, bool) {
	e := lineEnd(text, at)
	if c := strings.Index(text[at:e], " #"); c >= 0 {
		e = at + c
	}
	for e > at && strings.IndexByte(" \t\r\"'", text[e-1]) >= 0 {
		e--
	}
	if at < e && (text[at] == '"' || text[at] == '\'') {
		return 0, 0, false // quoted: secret-assignment's
	}
	return at, e, e-at >= 12
}

// passphraseWords reports three to ten words between single blanks, of
// letters (the last maybe closed by . ! or ?) or of up to four digits,
// three of them of three letters or more, at most the first capitalized,
// none a credential's word nor a word that describes a setting
// (settingWords): "our walrus sells two tulips in spring".
func passphraseWords(v string) bool {
	if len(v) > 100 || strings.Contains(v, "  ") {
		return false
	}
	words := strings.Split(v, " ")
	if len(words) < 3 || len(words) > 10 {
		return false
	}
	long := 0
	for i, w := range words {
		if i == len(words)-1 {
			w = strings.TrimRight(w, ".!?")
		}
		switch {
		case w == "":
			return false
		case isDigits(w):
			if len(w) > 4 {
				return false
			}
			continue
		case !isLetters(w) || len(w) > 12 || i > 0 && !isLower(w[0]):
			return false
		}
		l := strings.ToLower(w)
		if credWordIn(l) || settingWords[l] {
			return false
		}
		if len(w) >= 3 {
			long++
		}
	}
	return long >= 3
}

// settingWords are words that describe a setting rather than make a
// passphrase: where the value is kept, how to set it, what it must be.
var settingWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`see set use used using enter type read stored store kept keep from via vault env environment
		variable variables file files must should please least characters chars required optional default none null empty blank
		change changeme here todo tbd same as above below prompt ask asked given provided generated random example sample dummy
		placeholder value values field config configured configuration setting settings ci cd pipeline manager managed rotate
		rotated rotation user username admin login account secret key token credential credentials hidden masked redacted not
		no is are be been will can may`) {
		m[w] = true
	}
	return m
}()
