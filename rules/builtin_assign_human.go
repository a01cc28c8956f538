package rules

import "strings"

// humanPassword reports a value that the value gates refuse as a word or
// a name but that a password's own key makes a password, as people and
// generators of memorable passwords write them:
//
//   - letters of one case that no language spells (gibberish): a short
//     generated password, a keyboard mash (POSTGRES_PASSWORD: <9 such
//     letters>); under other secret names (secret, api_key) from 10;
//   - words that no code names, joined by case, '-' or '_', maybe with a
//     number (<Anchor><Hornet><Banana>, <monkey>-<violin>-<candle>-66):
//     a diceware or browser-suggested password. A name of code or of a
//     secret's reference is made of code's words (db-credentials,
//     DefaultPassword, userPass) and stays refused.
func humanPassword(key, v string) bool {
	if credWordIn(strings.ToLower(v)) {
		return false // the key's own name or another's ("htpasswd": htpasswd)
	}
	pw := passKey(key) || passwordName(key)
	switch {
	case pw && gibberish(v, 6), !pw && secretKeyEnd(key) && gibberish(v, 10):
		return true
	case pw:
		return codelessWords(v)
	}
	return false
}

// chosenPassword reports a value in a password's position (a flag's, a
// call's password argument) that is a password people choose: gibberish
// of 6 letters or more, or words no code names, joined; not a name that
// holds a credential's word.
func chosenPassword(v string) bool {
	return (gibberish(v, 6) || codelessWords(v)) && !credWordIn(strings.ToLower(v))
}

// gibberish reports letters of one case, min to 32 of them, that no
// language spells: three of their pairs and a quarter or more are
// consonants no word joins (xq, jh, vf: commonPairs holds the ones words
// do) or a letter tripled (sqlite and mkdir hold two), and no
// placeholder or alphabet.
func gibberish(v string, min int) bool {
	if len(v) < min || len(v) > 32 || !isLetters(v) || isUpper(v[0]) && strings.ToUpper(v) != v || isLower(v[0]) && strings.ToLower(v) != v ||
		isPlaceholder(v) || ascending(v, 4) {
		return false
	}
	l := strings.ToLower(v)
	odd := oddPairs(l)
	return odd >= 3 && 4*odd >= len(l)-1
}

// oddPairs counts the pairs of letters side by side in the lower-case l
// that no word joins: two consonants not in commonPairs, or a letter
// tripled. Words hold none or one; random letters many.
func oddPairs(l string) int {
	odd := 0
	for i := 1; i < len(l); i++ {
		a, b := l[i-1], l[i]
		if i >= 2 && a == b && l[i-2] == a {
			odd++
			continue
		}
		if isLower(a) && isLower(b) && !vowelOrY(a) && !vowelOrY(b) && !commonPairs[string([]byte{a, b})] {
			odd++
		}
	}
	return odd
}

func vowelOrY(c byte) bool { return strings.IndexByte("aeiouy", c) >= 0 }

// commonPairs are the pairs of consonants that English words (and code's
// words) hold: a random string holds others.
var commonPairs = func() map[string]bool {
	m := map[string]bool{}
	for _, p := range strings.Fields(`bb bl br bs bt cc ch ck cl cr ct dd dg dl dm dn dr ds dw ff fl fr fs ft gg gh gl gm gn gr gs gt
		hl hm hn hr ht kl kn ks ld lf lk ll lm ln lp ls lt lv mb mm mn mp ms nc nd nf ng nk nl nn ns nt nv nz pf ph pl pp pr ps
		pt rb rc rd rf rg rk rl rm rn rp rr rs rt rv rw sc sh sk sl sm sn sp ss st sw tc th tl tm tn tr ts tt tw wh wl wn wr ws
		xp xt zz`) {
		m[p] = true
	}
	return m
}()

// codelessWords reports two to six words of three to ten letters joined
// by a change of case, '-', '_' or '.', none of them a word code or
// configuration names things with (nameWords, credential words), the
// last maybe followed by up to four digits: a memorable password, not a
// name.
func codelessWords(v string) bool {
	if len(v) < 8 || len(v) > 64 {
		return false
	}
	body := strings.TrimRight(v, "0123456789")
	if len(v)-len(body) > 4 {
		return false
	}
	body = strings.TrimRight(body, "-_.")
	words := 0
	for i := 0; i < len(body); {
		if strings.IndexByte("-_.", body[i]) >= 0 {
			if i == 0 || strings.IndexByte("-_.", body[i-1]) >= 0 {
				return false
			}
			i++
			continue
		}
		j := i + 1
		for j < len(body) && isLower(body[j]) {
			j++
		}
		if !isLetters(body[i:j]) || j < len(body) && strings.IndexByte("-_.", body[j]) < 0 && !isUpper(body[j]) {
			return false // digits or symbols inside: other gates judge it
		}
		w := strings.ToLower(body[i:j])
		if len(w) < 3 || len(w) > 10 || nameWords[w] || credWordIn(w) || codeWords[w] || !vowelShare(w) {
			return false
		}
		words++
		i = j
	}
	return words >= 2 && words <= 6
}

// codeWords are words of code and configuration names that nameWords
// lacks, seen in the values of password keys that are no passwords
// (DefaultValue, new-user-pass, hashed_input).
var codeWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`get set old new default admin root guest your our the and for with from this that none null true false
		field input output form hash hashed salt plain text encrypted decrypted encoded decoded generated random required optional
		hidden masked redacted empty blank missing unknown example sample demo test dummy fake mock stub placeholder change changeme
		here enter insert replace your mine current previous next confirm confirmation repeat verify retype database sql mysql postgres
		redis mongo ldap smtp mail email login logon signin auth oauth saml sso keystore truststore store vault file env var
		prompt ask stdin keyring wallet manager provider source`) {
		m[w] = true
	}
	return m
}()
