package rulelist

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/omp-redact/omp-redact/rules"
)

// ruleJSON is the JSON form of one rule; keywords is never null.
type ruleJSON struct {
	ID          string   `json:"id"`
	Source      string   `json:"source"`
	Severity    string   `json:"severity"`
	Description string   `json:"description"`
	Keywords    []string `json:"keywords"`
}

// Write writes rs to w as a table, or as JSON when asJSON.
func Write(w io.Writer, rs []rules.Rule, asJSON bool) error {
	if asJSON {
		out := struct {
			Rules []ruleJSON `json:"rules"`
		}{Rules: make([]ruleJSON, 0, len(rs))}
		for _, r := range rs {
			kw := r.Keywords
			if kw == nil {
				kw = []string{}
			}
			out.Rules = append(out.Rules, ruleJSON{r.ID, r.Source, r.Severity.String(), r.Description, kw})
		}
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(out)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "ID\tSOURCE\tSEVERITY\tKEYWORDS\tDESCRIPTION")
	for _, r := range rs {
		kw := keywordCell(r.Keywords)
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\n", r.ID, r.Source, r.Severity, kw, r.Description)
	}
	return tw.Flush()
}

// maxKeywordCell bounds the keywords column of the table: a rule with
// hundreds of keywords (service names) would widen every line. --json
// lists them all.
const maxKeywordCell = 80

// keywordCell returns the keywords joined by commas, cut after those that
// fit in maxKeywordCell bytes with the count of the others (",…+12"), or
// "-" for none.
func keywordCell(kws []string) string {
	if len(kws) == 0 {
		return "-"
	}
	cell := ""
	for i, k := range kws {
		next := cell
		if i > 0 {
			next += ","
		}
		next += keywordText(k)
		if len(next) > maxKeywordCell && i > 0 {
			return fmt.Sprintf("%s,…+%d", cell, len(kws)-i)
		}
		cell = next
	}
	return cell
}

// keywordText writes a keyword's blanks and line breaks as escapes
// (value\n, \ttrue\t), so a keyword that ends a header's line or
// stands between tabs keeps the table's rows one line each.
func keywordText(k string) string {
	return strings.NewReplacer("\n", `\n`, "\r", `\r`, "\t", `\t`).Replace(k)
}
