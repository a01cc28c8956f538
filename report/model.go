package report

// SchemaVersion is the version of the JSON report format (report/schema.json).
const SchemaVersion = 1

// Report is the result of one run of scan, check or redact over one or more
// files. Files and their findings are sorted (path; line, path, start, rule).
type Report struct {
	SchemaVersion int        `json:"schemaVersion"`
	Tool          Tool       `json:"tool"`
	Command       string     `json:"command"`          // "scan", "check" or "redact"
	Policy        string     `json:"policy,omitempty"` // profile name or policy file
	Root          string     `json:"-"`                // scan root; SARIF URIs are relative to it
	Rules         []RuleMeta `json:"rules"`            // every rule that has a finding, sorted by id
	Files         []File     `json:"files"`
	Summary       Summary    `json:"summary"`
	// Baseline is set when check ran with --baseline.
	Baseline *BaselineStats `json:"baseline,omitempty"`
}

// Tool names the program that wrote the report.
type Tool struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

// RuleMeta describes a detector rule for reports (SARIF tool.driver.rules).
type RuleMeta struct {
	ID          string   `json:"id"`
	Source      string   `json:"source"` // "gitleaks", "builtin" or "user"
	Description string   `json:"description"`
	Severity    string   `json:"severity"` // low, medium, high, critical
	Tags        []string `json:"tags,omitempty"`
}

// File is the report for one input file.
type File struct {
	Path         string   `json:"path"`
	Output       string   `json:"output,omitempty"`
	InputSHA256  string   `json:"inputSha256" mask:"-"`
	OutputSHA256 string   `json:"outputSha256,omitempty" mask:"-"`
	Kind         FileKind `json:"kind"` // session, text (error: unreadable)
	SessionID    string   `json:"sessionId,omitempty"`
	Version      int      `json:"version,omitempty"`
	Entries      int      `json:"entries"`

	Findings      []Finding      `json:"findings"`
	Changes       []Change       `json:"changes,omitempty"`
	Invalidations []Invalidation `json:"invalidations,omitempty"`
	// Opaque counts content that cannot be scanned, by kind (signature,
	// encrypted, redacted-thinking, image, blob).
	Opaque map[string]int `json:"opaque,omitempty"`
	// Violations are policy decisions that fail check: deny rules, opaque
	// content under opaque: deny, findings the policy must act on.
	Violations    []Violation `json:"violations,omitempty"`
	Problems      []Problem   `json:"problems,omitempty"`      // validation before
	ProblemsAfter []Problem   `json:"problemsAfter,omitempty"` // validation of the output
	Resumable     *Verdict    `json:"resumable,omitempty"`
	Counts        Counts      `json:"counts"`
	// Errors make the file's result incomplete: a line that could not be
	// scanned or edited safely, a regex timeout. Such a file is never clean.
	Errors []string `json:"errors,omitempty"`
}

// Finding is one detected secret. Start and End are byte offsets in the
// decoded string at Path; Line/Column/EndColumn locate it in the file
// (1-based, byte columns) when the span maps to raw bytes.
type Finding struct {
	Line        int    `json:"line"`
	Column      int    `json:"column,omitempty"`
	EndColumn   int    `json:"endColumn,omitempty"`
	EntryID     string `json:"entryId,omitempty"`
	Path        string `json:"path,omitempty"`      // gjson path of the string that holds it
	InnerPath   string `json:"innerPath,omitempty"` // path inside nested JSON, if any
	Encoding    string `json:"encoding,omitempty"`  // base64, hex, percent when decoded
	RuleID      string `json:"ruleId"`
	Severity    string `json:"severity"`
	Start       int    `json:"start"`
	End         int    `json:"end"`
	Fingerprint string `json:"fingerprint" mask:"-"`
	Action      string `json:"action,omitempty"`     // what the policy did or would do
	PolicyRule  string `json:"policyRule,omitempty"` // name of the policy rule that decided
	Suppressed  bool   `json:"suppressed,omitempty"` // by a baseline
	Preview     string `json:"preview,omitempty"`    // only with --show-preview: "abcd…(40)"
}

// Change is a structural edit: a block or entry removed, a string blanked,
// a signature stripped, an entry re-parented.
type Change struct {
	Line    int        `json:"line"`
	EntryID string     `json:"entryId,omitempty"`
	Path    string     `json:"path,omitempty"`
	What    ChangeKind `json:"what"` // mask, hash, blank, remove-block, remove-pair, drop-entry, strip-signature, reparent, retarget, anonymize-path, drop-image, drop-opaque, drop-signed-block, remove-artifact, title
	Rule    string     `json:"rule,omitempty"`
	Reason  string     `json:"reason,omitempty"`
}

// Invalidation is signed or replay metadata that an edit made stale.
type Invalidation struct {
	Line     int    `json:"line"`
	EntryID  string `json:"entryId,omitempty"`
	Path     string `json:"path"` // the signature or payload field
	Kind     string `json:"kind"` // thinking-signature, text-signature, thought-signature, redacted-thinking, encrypted-reasoning, provider-payload, server-tool, blob-hash, prompt-cache, compaction
	Provider string `json:"provider,omitempty"`
	API      string `json:"api,omitempty"`
	Cause    string `json:"cause"`   // the edited path
	Outcome  string `json:"outcome"` // kept, stripped, dropped, informational
}

// Violation is a reason check fails for a file.
type Violation struct {
	Line     int           `json:"line"`
	EntryID  string        `json:"entryId,omitempty"`
	Path     string        `json:"path,omitempty"`
	Kind     ViolationKind `json:"kind"` // finding, deny, opaque, invalid, file-name
	RuleID   string        `json:"ruleId,omitempty"`
	Severity string        `json:"severity,omitempty"`
	Message  string        `json:"message"`
	// Suppressed is set by a baseline on a violation of kind finding whose
	// finding the baseline lists; it no longer fails check.
	Suppressed bool `json:"suppressed,omitempty"`
}

// Problem is a validation problem (see session.Validate).
type Problem struct {
	Line     int    `json:"line"`
	EntryID  string `json:"entryId,omitempty"`
	Check    string `json:"check"`
	Severity string `json:"severity"`
	Message  string `json:"message"`
}

// Verdict says whether the output can be resumed with the same provider.
type Verdict struct {
	SameProvider bool     `json:"sameProvider"`
	Because      []string `json:"because"`
}

// Counts tallies a file's findings and edits.
type Counts struct {
	Findings int            `json:"findings"`
	ByRule   map[string]int `json:"byRule,omitempty"`
	ByAction map[string]int `json:"byAction,omitempty"`
}

// Summary totals a report.
type Summary struct {
	Files         int `json:"files"`
	Sessions      int `json:"sessions"`
	Findings      int `json:"findings"`
	Suppressed    int `json:"suppressed,omitempty"`
	Changes       int `json:"changes"`
	Invalidations int `json:"invalidations"`
	Violations    int `json:"violations"`
	Errors        int `json:"errors"`
}

// BaselineStats says what a baseline suppressed.
type BaselineStats struct {
	Path       string `json:"path"`
	Suppressed int    `json:"suppressed"`
	Stale      int    `json:"stale"` // baseline entries that matched nothing
}
