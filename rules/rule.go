package rules

// Rule describes one active detector.
type Rule struct {
	ID          string
	Description string
	// Source is "gitleaks", "builtin", "user" (a RegexSpec) or "literal".
	Source   string
	Keywords []string // sorted, lower case; empty means the rule always runs
	Severity Severity
	Tags     []string
}

// Rule sources.
const (
	SourceGitleaks = "gitleaks"
	SourceBuiltin  = "builtin"
	SourceUser     = "user"
	SourceLiteral  = "literal"
)

// detector is one rule's matcher. Implementations are immutable after
// construction and safe for concurrent use.
type detector interface {
	info() *Rule
	// find appends the matches of this rule in text. hits holds the byte
	// offsets of this rule's keyword hits in text (sorted), or is nil when
	// the rule has no keywords. Matches carry RuleID, Start, End and
	// Secret; the Set fills in Severity.
	find(text string, hits []int, out []Match) ([]Match, error)
}

// scriptDetector is a detector whose keywords include words of scripts
// other than Latin, which it finds itself: the shared keyword index
// holds ASCII keywords only, since every distinct byte of a keyword adds
// a column to its table (the localized labels would more than double
// it). The Set runs such a detector on every string holding a byte that
// is not ASCII, with hits empty (not nil) when no ASCII keyword of it
// occurs.
type scriptDetector interface {
	detector
	otherScripts()
}
