// Package review shows what redact will change before a session is
// shared: a terminal diff (see [WriteDiff]) and a self-contained HTML page
// (see [WriteHTML]).
//
// Both are built from a [File], made by [Build] from the input bytes, the
// redacted output and the file's report. Nothing in a review is taken
// from the input's content: every text shown is cut from the redacted
// output (which redact has verified), and the input contributes only
// structure (line numbers, entry ids, types, roles) and the report's
// paths, actions and rules. A removed entry or block is named, never
// shown. So a review can be pasted into a ticket as safely as the output.
//
// Session lines can be 100 KB of JSON: a review shows, per changed line,
// the entry id, type and role, and for each change its JSON path and a
// window of the output text around the redaction token, not the line.
package review
