package policy

import (
	"fmt"

	"github.com/omp-redact/omp-redact/rules"
)

// Action is what the engine does with a target that a rule selected. The
// semantics are documented in the package documentation.
type Action string

// The actions a rule can take.
const (
	Mask        Action = "mask"
	Hash        Action = "hash"
	Blank       Action = "blank"
	RemoveBlock Action = "remove-block"
	RemovePair  Action = "remove-pair"
	DropEntry   Action = "drop-entry"
	Keep        Action = "keep"
	Deny        Action = "deny"
)

// actions lists every valid action in documentation order.
var actions = []Action{Mask, Hash, Blank, RemoveBlock, RemovePair, DropEntry, Keep, Deny}

// Valid reports whether a is one of the defined actions.
func (a Action) Valid() bool {
	for _, v := range actions {
		if a == v {
			return true
		}
	}
	return false
}

// DefaultPlaceholder replaces a blanked string when a rule gives no
// with.placeholder.
const DefaultPlaceholder = "[REDACTED]"

// Policy is a loaded, validated and compiled policy: every extends is
// resolved, every regex and glob compiled. It is immutable and safe for
// concurrent use.
type Policy struct {
	Name              string       // profile name or file path
	Detectors         rules.Config // ready for rules.New (paths resolved relative to the policy file)
	Rules             []Rule       // ordered; first match wins
	Signatures        SignatureMode
	Images            ImageMode
	Opaque            OpaqueMode
	Paths             PathMode
	Removal           RemovalMode
	ReportLevel       string   // "summary" | "detailed"
	AllowFingerprints []string // keyed fingerprints to ignore (from a report)

	raw     *rawPolicy // the merged document, for Resolved
	samples []sampleSet
}

// Rule is one entry of the policy's rules list.
type Rule struct {
	Name   string
	When   Selector
	Action Action
	With   With
	Pos    Pos // where the rule starts
}

// With holds an action's parameters.
type With struct {
	Placeholder string // text of a blanked string; DefaultPlaceholder when empty in the file
	Reason      string // free text copied into reports
}

// Pos is a position in a policy file. Line and Col are 1-based; a zero Line
// means "no position" (the problem concerns the whole file).
type Pos struct {
	File      string
	Line, Col int
}

func (p Pos) String() string {
	if p.Line == 0 {
		return p.File
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Selector is a rule's when: every field that is set must match, and a list
// matches when any of its elements does. The exported fields keep the
// selector as written; Match uses the compiled forms.
type Selector struct {
	Entry      []string            // entry types, exact
	Role       []string            // message roles, exact
	Block      []string            // content block types, exact
	Tool       []string            // globs on the tool name
	CustomType []string            // globs on customType
	Provider   []string            // exact
	API        []string            // exact
	Path       []string            // JSON path globs over the leaf's gjson path
	Args       map[string][]string // argument name → path globs on its value
	Finding    FindingCond

	tool, customType []*glob
	path             []*glob
	args             []argCond // sorted by name
}

// argCond is one compiled args entry.
type argCond struct {
	name  string
	globs []*glob
}

// FindingKind says how a selector looks at the leaf's findings.
type FindingKind string

// The finding conditions. The zero value puts no condition on findings.
const (
	FindingUnset    FindingKind = ""
	FindingAny      FindingKind = "any"      // at least one finding
	FindingNone     FindingKind = "none"     // no finding
	FindingIDs      FindingKind = "ids"      // a finding of one of IDs
	FindingSeverity FindingKind = "severity" // a finding whose severity compares true
)

// FindingCond is a selector's finding condition.
type FindingCond struct {
	Kind     FindingKind
	IDs      []string       // for FindingIDs
	Op       string         // for FindingSeverity: ">=", ">", "=", "<=", "<"
	Severity rules.Severity // for FindingSeverity
}

// Target is ONE STRING LEAF of an entry with its context. The engine calls
// Match for every scannable string leaf.
type Target struct {
	EntryType  string // "message", "custom", "compaction", …
	Role       string // message.role ("" when not a message)
	BlockType  string // type of the content block holding the leaf ("" when not in a content block)
	ToolName   string // toolCall name for leaves in a toolCall block; toolName for leaves in a toolResult message; tool name of tool_execution_start data
	CustomType string // customType of custom/custom_message entries
	Provider   string // of the assistant message, or of the call's assistant message for tool results
	API        string
	Path       string            // gjson path of the leaf in the entry line (keys escaped the gjson way: `a\.b`)
	Args       map[string]string // top-level string arguments of the tool call (for leaves of the call and of its result), may be nil
	Findings   []rules.Match
}

// SchemaURL is the address of the JSON Schema of policy files
// (policy/schema.json), named in the yaml-language-server comment of
// starter files so editors complete and check keys.
const SchemaURL = "https://github.com/omp-redact/omp-redact/raw/main/policy/schema.json"
