// Package redact plans and applies redactions to omp sessions.
//
// It works in two phases, like the OTel redaction processor and astutil's
// cursor: Plan walks every string leaf of every record, runs the detectors
// on the decoded value, asks the policy what to do with each leaf and
// records edits without mutating anything; Apply then rewrites only the
// lines that change. Every other line is written byte-identical.
//
// Edits on a line are made on its raw bytes:
//   - string edits (mask, hash, blank, anonymize-path) splice the encoded
//     string literal in place: the decoded span of a finding is mapped back
//     to raw bytes with session.RawSpan, so escapes elsewhere in the string
//     (lone surrogates, \u00e9 written by another encoder) survive;
//   - structural edits (remove a block, strip a signature, tombstone an
//     entry) use sjson on the spliced line, deleting array elements from the
//     highest index down.
//
// New strings are encoded as JavaScript's JSON.stringify does
// (session.AppendString), never with Go's HTML-escaping encoder.
//
// # Targets and actions
//
// A target is one scannable string leaf (see session.Classify) with its
// context: entry type, message role, content block type, tool name,
// customType, provider/api, JSON path, tool arguments and findings. The
// first policy rule that matches decides: mask/hash edit the finding spans,
// blank replaces the whole string, remove-block removes the content block
// holding the leaf, remove-pair removes a toolCall block together with its
// toolResult entry, drop-entry removes the entry, deny records a violation.
//
// # Lines that cannot be edited structurally
//
// A line with duplicate keys is read by gjson/sjson at the first occurrence
// while JavaScript keeps the last one. Its findings are still masked, by raw
// splices of every occurrence (the walker sees both), but any structural
// action on such a line fails closed: the file is reported as an error and
// nothing is written for it. A malformed or partial line is not JSON and
// omp skips it; it is scanned as plain text and secrets in it are masked on
// its raw bytes.
package redact
