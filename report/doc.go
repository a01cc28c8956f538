// Package report holds the report model shared by scan, check and redact,
// and its writers (JSON, SARIF 2.1.0, Markdown, text).
//
// A report never contains a secret or any part of one: findings carry a
// keyed fingerprint (HMAC-SHA256 over rule id and secret) and positions,
// and at most an opt-in preview (first 4 characters and the length).
package report
