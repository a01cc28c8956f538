package rules

import "strings"

// numericPasscodeID is the rule of numeric PINs and passcodes.
const numericPasscodeID = "numeric-passcode"

// numericPasscode finds a numeric PIN or passcode after a label that
// names one: "Kiosk app PIN: 46374955", "Passcode: 255624" of a meeting
// invite, "Host key: 803920", "Chrome Remote Desktop PIN for the build
// box: 11663399", "door code is 4711", PIN_CODE=0815. The value gates of
// the other rules refuse numbers (ports, counts, ids and dates are
// numbers), so a passcode of digits alone is read only here, after its
// own label: four to twelve digits standing alone (not a date, a version,
// a time, a decimal or a phone number's first group), after ':', '=' or
// "is", or right after "PIN" or "passcode" ("voicemail PIN 205429"). A label must be its own word: "pin" in spinner or opinion, a
// GPIO pin's one or two digits, are not read; no digit stands between
// the label and its value ("PIN codes are 4 to 8 digits long: 1234").
func numericPasscode() *reRule {
	d := newReRule(Rule{
		ID:          numericPasscodeID,
		Description: "Numeric PIN or passcode after a label naming one (PIN: 46374955, Passcode: 255624, Host key: 803920, door code is 4711): 4 to 12 digits standing alone.",
		Keywords:    []string{"pin", "passcode", "pass code", "host key", "door code", "alarm code", "unlock code", "gate code", "puk"},
		Severity:    SeverityMedium,
	}, nil,
		`(?i)\b(?:(?:sim[ _-]?)?pin(?:[ _-]?(?:code|number|no\.?))?|passcode|pass code|host key|door code|alarm code|unlock code|gate code|puk)\b[^\n:=0-9]{0,40}?(?:[ \t]*[:=]|[ \t]+is)[ \t]*["'*_\x60]{0,2}`,
		// "voicemail PIN 205429": the digits right after the label
		`(?i)\b(?:pin|pin code|passcode)[ \t]{1,4}`)
	wordStart := func(text string, h int) bool { return h == 0 || !isASCIILetter(text[h-1]) }
	d.gates[0], d.gates[1] = wordStart, wordStart
	d.tails = []func(string, int) (int, int, bool){passcodeDigits, passcodeDigits}
	return d
}

// passcodeDigits reads the digits of a passcode at text[at:]: 4 to 12,
// then a byte that ends them (not a digit, a letter, nor a date's,
// a time's, a number's or a phone number's separator followed by a
// digit).
func passcodeDigits(text string, at int) (int, int, bool) {
	e := at
	for e < len(text) && e-at <= 12 && isDigit(text[e]) {
		e++
	}
	if n := e - at; n < 4 || n > 12 {
		return 0, 0, false
	}
	if e < len(text) {
		c := text[e]
		if isAlnum(c) || c == '_' {
			return 0, 0, false
		}
		if strings.IndexByte("-./:, ", c) >= 0 && e+1 < len(text) && isDigit(text[e+1]) {
			return 0, 0, false // 2024-06-01, 1.2.3, 12:30, 1,234, 0800 123 456
		}
	}
	return at, e, true
}
