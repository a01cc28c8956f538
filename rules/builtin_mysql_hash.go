package rules

import "strings"

// mysqlHashID is the rule of MySQL's mysql_native_password hashes.
const mysqlHashID = "mysql-password-hash"

// mysqlHash finds a mysql_native_password hash: '*' and 40 upper-case hex
// digits (SHA1 of SHA1 of the password), as SHOW GRANTS, a mysql.user
// dump, IDENTIFIED BY PASSWORD '*…' and IDENTIFIED WITH … AS '*…' print
// it. It is unsalted, so a table of common passwords reverses it at once.
// The rule has no keyword (its mark is one '*'); it looks at each '*'
// with IndexByte, which costs little next to a regular expression run on
// every line holding one.
type mysqlHash struct{ rule Rule }

func newMySQLHash() *mysqlHash {
	return &mysqlHash{rule: Rule{ID: mysqlHashID, Source: SourceBuiltin, Severity: SeverityHigh,
		Description: "MySQL mysql_native_password hash ('*' and 40 upper-case hex digits)."}}
}

func (d *mysqlHash) info() *Rule { return &d.rule }

// mysqlHashLen is the length of the hash after its '*'.
const mysqlHashLen = 40

func (d *mysqlHash) find(text string, _ []int, out []Match) ([]Match, error) {
	for i := 0; ; {
		k := strings.IndexByte(text[i:], '*')
		if k < 0 {
			return out, nil
		}
		s := i + k
		i = s + 1
		e := i + mysqlHashLen
		if e > len(text) || s > 0 && (isWordByte(text[s-1]) || text[s-1] == '*') || e < len(text) && isWordByte(text[e]) {
			continue
		}
		if v := text[i:e]; isHexString(v) && classBits(v) == 5 { // upper-case hex: letters and digits
			out = append(out, Match{RuleID: mysqlHashID, Start: s, End: e, Secret: text[s:e]})
			i = e
		}
	}
}
