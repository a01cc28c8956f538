package rules

import "strings"

// csvPairsID is the rule of name/value tables written as CSV.
const csvPairsID = "csv-name-value-secret"

// csvPairs finds the values of a CSV table of names and values: a header
// whose first column is the name (key, name) and whose last is the value
// (key,value; name,value,slotSetting is not: the value is not last;
// ESP-IDF's NVS partition table key,type,encoding,value), then rows whose
// first cell says secret (contextKey) and whose last cell looks like one
// (contextValue). Column-secret reads tables whose header names the
// secret's column; here the header is generic and each row names its
// value.
type csvPairs struct{ rule Rule }

func newCSVPairs() *csvPairs {
	return &csvPairs{rule: Rule{ID: csvPairsID, Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords:    []string{",value"},
		Description: "Value of a row of a CSV name/value table (key,value; key,type,encoding,value) whose name cell says secret; the value must look like one."}}
}

func (c *csvPairs) info() *Rule { return &c.rule }

// maxCSVPairRows bounds the rows read under a header.
const maxCSVPairRows = 200

func (c *csvPairs) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, c.rule.Keywords)
	hitLines(text, hits, maxHeaderLine, func(ls, le int) {
		header := strings.ToLower(strings.TrimRight(text[ls:le], " \t\r"))
		cols := strings.Split(header, ",")
		if len(cols) < 2 || len(cols) > 8 || cols[len(cols)-1] != "value" ||
			cols[0] != "key" && cols[0] != "name" {
			return
		}
		at := le + 1
		for n := 0; n < maxCSVPairRows && at < len(text); n++ {
			e := lineEnd(text, at)
			row := strings.TrimRight(text[at:e], "\r")
			if strings.TrimSpace(row) == "" {
				return
			}
			cells := strings.Split(row, ",")
			if len(cells) != len(cols) {
				return // not this table's row (or a value with ','): stop
			}
			last := cells[len(cells)-1]
			s := at + len(row) - len(last)
			if v := strings.Trim(last, `"`); v != "" && contextKey(cells[0]) && contextValue(v) {
				s += strings.Index(last, v)
				out = append(out, Match{RuleID: csvPairsID, Start: s, End: s + len(v), Secret: v})
			}
			at = e + 1
		}
	})
	return out, nil
}
