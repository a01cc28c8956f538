package rules

import (
	"math/rand"
	"testing"
)

// TestFormFill: a password or token typed by test code into a field its
// selector names is found, the literal alone; a variable, a Cypress key
// sequence, a placeholder and a field of another kind are not.
func TestFormFill(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(23))
	pw := func() string {
		return randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 6) + randToken(r, "23456789", 4) + randToken(r, "-!#", 1)
	}
	tok := randToken(r, tAlnum, 32)
	p := []string{pw(), pw(), pw(), pw(), pw(), pw(), pw(), pw()}
	// what a field of another kind is given: random, but not of the
	// memorable shape (a word, a number, a symbol), a password wherever it
	// stands (memorable-password)
	o := func() string {
		return randToken(r, "BCDFGHJKLM", 1) + randToken(r, "23456789", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + randToken(r, "-!#", 1)
	}
	q := []string{o(), o(), o()}
	var cases []foundCase
	for _, c := range []foundCase{
		{`await page.getByLabel("Password").fill("` + p[0] + `");`, p[0]},
		{`await page.locator('#password').fill('` + p[1] + `')`, p[1]},
		{`await page.fill('input[name="password"]', '` + p[2] + `');`, p[2]},
		{`cy.get('[data-cy=login-pass]').type('` + p[3] + `', { log: false })`, p[3]},
		{`driver.find_element(By.ID, "password").send_keys("` + p[4] + `")`, p[4]},
		{`driver.findElement(By.name("passwd")).sendKeys("` + p[5] + `");`, p[5]},
		{`await userEvent.type(screen.getByLabelText(/password/i), '` + p[6] + `')`, p[6]},
		{`fill_in "Password", with: "` + p[7] + `"`, p[7]},
		{`await page.getByPlaceholder("API token").fill("` + tok + `")`, tok},
		// no literal credential, or no credential field
		{`await page.getByLabel("Password").fill(process.env.E2E_PASSWORD);`, ""},
		{`cy.get('#password').type('{enter}')`, ""},
		{`await page.getByLabel("Password").fill("password");`, ""},
		{`await page.getByLabel("Email").fill("` + p[0] + `"); await page.getByRole("button").click()`, ""},
		{`await page.getByLabel("Password").fill(pw); await page.getByLabel("Team").fill("` + q[0] + `")`, ""},
		{`fill_in "Search", with: "` + q[1] + `"`, ""},
		{`await page.getByLabel("Compass heading").fill("` + q[2] + `")`, ""},
		{`await page.getByLabel("Token").fill("short")`, ""},
	} {
		cases = append(cases, c)
	}
	checkFoundAlone(t, s, cases)
}
