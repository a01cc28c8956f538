package rules

import (
	"sort"
	"strings"
)

// formFillID is the rule of passwords typed into a form by test code (see
// formFill).
const formFillID = "form-fill-password"

// formFill finds a password or token that browser-test code types into a
// field whose selector says what the field is: end-to-end tests log in
// with real staging accounts, and an agent writes and runs them.
//
//   - a locator's method with the value alone: Playwright's
//     getByLabel("Password").fill("v"), locator('#password').fill('v'),
//     Cypress' cy.get('input[name=password]').type('v'), Selenium's
//     find_element(By.ID, "password").send_keys("v") and
//     findElement(By.name("password")).sendKeys("v"), WebdriverIO's
//     $('#password').setValue('v');
//   - a page's method with the selector first: page.fill('#password',
//     'v'), Puppeteer's page.type('#password', 'v'), Testing Library's
//     userEvent.type(screen.getByLabelText(/password/i), 'v');
//   - Capybara's fill_in "Password", with: "v".
//
// The selector must name a password (password, passwd, passphrase, pwd,
// pass as a word) or a token or key (secret, token, api key); the value
// must be a string literal that looks like one: a password's gate
// (cliValue: no name, number, path, placeholder) for a password field, a
// random value's (nearValue) for a token's. A variable, an environment
// read or a Cypress key sequence ({enter}) is no literal credential.
type formFill struct{ rule Rule }

// fillKeywords are the calls formFill reads (case ignored).
var fillKeywords = []string{".fill(", ".type(", "send_keys(", ".sendkeys(", ".setvalue(", "fill_in"}

func newFormFill() *formFill {
	kws := append([]string(nil), fillKeywords...)
	sort.Strings(kws)
	return &formFill{rule: Rule{ID: formFillID, Source: SourceBuiltin, Severity: SeverityHigh, Keywords: kws,
		Description: "Password or token typed by browser-test code into a field its selector names: getByLabel(\"Password\").fill(\"v\"), " +
			"page.fill('#password', 'v'), cy.get('#password').type('v'), find_element(By.ID, \"password\").send_keys(\"v\"), fill_in \"Password\", with: \"v\"."}}
}

func (f *formFill) info() *Rule { return &f.rule }

// maxFillReceiver bounds how far back on its line a locator chain is read.
const maxFillReceiver = 200

func (f *formFill) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, fillKeywords)
	for _, h := range hits {
		var sel string
		var vs, ve int
		var ok bool
		if hitIs("fill_in")(text, h) {
			sel, vs, ve, ok = capybaraFill(text, h)
		} else {
			sel, vs, ve, ok = locatorFill(text, h)
		}
		if !ok {
			continue
		}
		v := text[vs:ve]
		switch fieldKind(sel) {
		case 'p':
			ok = cliValue(v) && !strings.ContainsAny(v, "{} \t")
		case 't':
			ok = nearValue(v)
		default:
			ok = false
		}
		if ok {
			out = append(out, Match{RuleID: formFillID, Start: vs, End: ve, Secret: v})
		}
	}
	return out, nil
}

// locatorFill reads the call at the keyword hit h (.fill(, .type(,
// send_keys(…): the selector it types into and the span of the literal
// typed, when that is a string literal.
func locatorFill(text string, h int) (string, int, int, bool) {
	paren := strings.IndexByte(text[h:min(len(text), h+16)], '(')
	if paren < 0 {
		return "", 0, 0, false
	}
	paren += h
	args, _, ok := callArgs(text, paren+1)
	if !ok || len(args) == 0 {
		return "", 0, 0, false
	}
	switch {
	case len(args) >= 2 && args[1].lit:
		// page.fill(selector, v), userEvent.type(element, v)
		return text[args[0].s:args[0].e], args[1].s, args[1].e, true
	case args[0].lit:
		// locator.fill(v), element.send_keys(v): the chain before it
		// on its statement is the selector
		ls := max(0, h-maxFillReceiver)
		if k := strings.LastIndexAny(text[ls:h], "\n;"); k >= 0 {
			ls += k + 1
		}
		return text[ls:h], args[0].s, args[0].e, true
	}
	return "", 0, 0, false
}

// capybaraFill reads fill_in "Label", with: "v" (parentheses optional)
// at the keyword hit h: the label and the span of the value.
func capybaraFill(text string, h int) (string, int, int, bool) {
	le := len(text)
	if k := strings.IndexByte(text[h:min(len(text), h+maxFillReceiver)], '\n'); k >= 0 {
		le = h + k
	} else {
		le = min(le, h+maxFillReceiver)
	}
	line := text[h:le]
	w := strings.Index(line, "with:")
	if w < 0 {
		return "", 0, 0, false
	}
	at := h + w + len("with:")
	for at < le && isBlank(text[at]) {
		at++
	}
	if at >= le || text[at] != '"' && text[at] != '\'' {
		return "", 0, 0, false
	}
	j := quoteClose(text, at, le-at)
	if j < 0 || j == at+1 {
		return "", 0, 0, false
	}
	return line[len("fill_in"):w], at + 1, j, true
}

// fieldKind says what a selector names: 'p' a password, 't' a token or
// key, 0 anything else.
func fieldKind(sel string) byte {
	l := strings.ToLower(sel)
	for _, w := range []string{"password", "passwd", "passphrase", "pwd", "passcode"} {
		if strings.Contains(l, w) {
			return 'p'
		}
	}
	for i := strings.Index(l, "pass"); i >= 0; {
		if (i == 0 || !isLower(l[i-1])) && (i+4 >= len(l) || !isLower(l[i+4])) {
			return 'p' // #pass, user[pass]
		}
		k := strings.Index(l[i+4:], "pass")
		if k < 0 {
			break
		}
		i += 4 + k
	}
	for _, w := range []string{"secret", "token", "apikey", "api_key", "api-key", "api key"} {
		if strings.Contains(l, w) {
			return 't'
		}
	}
	return 0
}
