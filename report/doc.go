// Package report holds the report model shared by scan, check and redact,
// and its writers (JSON, SARIF 2.1.0, Markdown, text), the check baseline,
// and the JSON Schema of the JSON report (schema.json).
//
// A report never contains a secret or any part of one: findings carry a
// keyed fingerprint (HMAC-SHA256 over rule id and secret) and positions,
// and at most an opt-in preview (first 4 characters and the length), which
// only the json and text writers emit. The SARIF and Markdown writers are
// meant to be uploaded or posted and never emit it; the SARIF writer copies
// no text from the session at all (no snippet), only rule descriptions,
// entry ids and JSON paths.
//
// [Write] does not change the report, and equal reports give equal bytes.
// [Baseline.Apply] does change it: it marks findings and violations
// Suppressed and recounts the summary.
package report
