// Package encodings writes a text the ways secrets reach session
// journals besides plain text (inside a JSON string, base64, \u escapes,
// folded by a line wrap) and names the forms of a secret to look for in
// each, so that bench/recall (other scanners' examples) and
// bench/contexts/score (realistic contexts) plant and score encodings the
// same way.
package encodings
