package rules

import (
	"fmt"
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

// TestColumnAligned: tables whose columns CLIs align with blanks (doctl,
// column -t, SQL*Plus under its rule of dashes, R under its line of
// types) give the values in the credential's column; other columns, a
// right-aligned table no row of which starts at the name, and prose
// with double blanks give none.
func TestColumnAligned(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(255))
	for range 4 {
		pw := []string{"Cobalt", "Thunder", "Meadow"}[r.Intn(3)] + []string{"Summer", "Marble"}[r.Intn(2)] + strconv.Itoa(100+r.Intn(900)) + "?"
		// a generated password in doctl's column (not DigitalOcean's own
		// AVNS_ form, which digitalocean-database-password finds anywhere)
		tok := "Pw" + randToken(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", 19)
		wantFound(t, s, fmt.Sprintf("Name      Role      Password\n%-9s primary   %s\n", "doadmin", tok), tok, columnSecretID)
		wantFound(t, s, fmt.Sprintf("account  login   pass%s  mfa\nvpn      dana.k  %s  yes\njira     dana.k  sso%s  yes\n",
			spaces(len(pw)-4), pw, spaces(len(pw)-3)), pw, columnSecretID)
		wantFound(t, s, fmt.Sprintf("USERNAME  PASSWORD%s STATUS\n--------- %s ------\nSVC_BATCH %s OPEN\n",
			spaces(len(pw)-8), dashes(len(pw)), pw), pw, columnSecretID)
		wantFound(t, s, fmt.Sprintf("  vendor    user       pwd%s updated\n  <chr>     <chr>      <chr>%s <date>\n1 bloomberg acme_quant %s 2026-02-01\n",
			spaces(len(pw)-3), spaces(len(pw)-5), pw), pw, columnSecretID)
	}
	for _, text := range []string{
		"Name      Role      Password\ndoadmin   primary   ********\n",
		"The password  is set  in the vault\nand nothing  else  is needed here\n",
		"Name  Password\nadmin  hunter\n", // two names and no rule under them
	} {
		wantNoRule(t, s, text, columnSecretID)
	}
}

func spaces(n int) string { return strings.Repeat(" ", max(n, 0)) }

func dashes(n int) string { return strings.Repeat("-", n) }

// TestColumnSettingsTables: a table of settings (a column of names, a
// column of values) gives the value whose name says secret, in aligned,
// bordered and psql's forms; sqlcmd's and SQL*Plus' rules of dashes set
// off by single blanks head their columns; mimikatz's "(null)" rows do
// not end a table.
func TestColumnSettingsTables(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(256))
	for range 4 {
		pw := []string{"Quartz", "Lantern"}[r.Intn(2)] + []string{"Cobalt", "Copper"}[r.Intn(2)] + strconv.Itoa(10+r.Intn(90)) + "#"
		hex := randToken(r, "0123456789abcdef", 40)
		id := uuidStr(r)
		wantFound(t, s, fmt.Sprintf("KEY              VALUE\naws:region       eu-west-1\nshop:dbPassword  %s\nshop:replicas    2\n", pw), pw, columnSecretID)
		wantFound(t, s, fmt.Sprintf("| name        | value |\n|---|---|\n| smtphosts   | smtp.example.edu:587 |\n| sync_secret | %s |\n", hex), hex, columnSecretID)
		wantFound(t, s, fmt.Sprintf(" option_name | option_value\n-------------+--------------\n siteurl     | https://blog.example.com\n smtppass    | %s\n(2 rows)\n", pw), pw, columnSecretID)
		wantFound(t, s, fmt.Sprintf("PartnerCode ApiKey%s Active\n----------- %s ------\nACME-EU     %s 1\n", spaces(len(id)-6), dashes(len(id)), id), id, columnSecretID)
		// Get-ChildItem Env:, a Whoops error page's table
		wantFound(t, s, "Name                           Value\n----                           -----\nCOMPUTERNAME                   DANA-XPS\nDOCKERHUB_PASSWORD             "+pw+"\nHOMEDRIVE                      C:\n", pw, columnSecretID)
		wantFound(t, s, fmt.Sprintf("Username   Domain     Password\n--------   ------     --------\n(null)     (null)     (null)\nj.osei     FABRIKAM   %s\n", pw), pw, columnSecretID)
	}
	for _, text := range []string{
		"KEY              VALUE\naws:region       eu-west-1\nshop:replicas    2\n",
		"| name | value |\n|---|---|\n| api_key_id | 4f1c2a9e |\n",
	} {
		wantNoRule(t, s, text, columnSecretID)
	}
}
