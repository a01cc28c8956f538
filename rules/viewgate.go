package rules

// View gates. Several views of scan (audit records, argv lists, hex
// dumps, .reg hex values, quoted-printable, chunked bodies, JSON
// documents inside text) start with a test that a literal occurs in the
// text: strings.Contains, one pass over every string per literal, about
// 5 % of a scan's CPU on the bench corpus, spent mostly on strings that
// hold none. The literals are keywords of the Set's automaton too, which
// direct walks over every text anyway: a view runs only when the
// automaton saw one of its literals (ASCII case folded, so a superset of
// the exact test, which the view still makes).

// viewGate is a set of views whose literals occur in a text.
type viewGate uint8

const (
	gateAudit viewGate = 1 << iota
	gateArgv
	gateHexDump
	gateRegHex
	gateQP
	gateChunked
	gateDoc
)

// viewGateLiterals are the literals of each view's own test (qp's
// "?Q?" is "?q?" folded; its last test, soft breaks under a header that
// names the encoding, has "quoted-printable").
var viewGateLiterals = []struct {
	lit  string
	gate viewGate
}{
	{"argc=", gateAudit}, {"proctitle=", gateAudit},
	{`"-`, gateArgv}, {`'-`, gateArgv},
	{"0000", gateHexDump}, {"od ", gateHexDump},
	{"=hex", gateRegHex},
	{"=3d", gateQP}, {"?q?", gateQP}, {"quoted-printable", gateQP},
	{"hunked", gateChunked},
	{"\n{\n", gateDoc}, {"\n[\n", gateDoc},
}

// gatedView is a view of scan that a gate opens.
type gatedView struct {
	gate viewGate
	view func(*Set, string, []Match) ([]Match, error)
}

// gatedViews returns the views of scan that a gate opens, in the order
// scan runs them. A function, not a variable: the views call scan, which
// reads the list (an initialization cycle).
func gatedViews() [6]gatedView {
	return [...]gatedView{
		{gateAudit, (*Set).auditArgs}, {gateArgv, (*Set).argvLists}, {gateHexDump, (*Set).hexDumps},
		{gateRegHex, (*Set).regHexValues}, {gateQP, (*Set).quotedPrintable}, {gateChunked, (*Set).chunkedBodies},
	}
}
