// Package fakesecret generates clearly fake but rule-valid secrets for tests
// and the benchmark corpus.
//
// Every generator is deterministic for a given *rand.Rand, so a seeded
// corpus is reproducible byte for byte. A generated value has the alphabet,
// length and fixed parts its detection rule requires (gitleaks v8.30.1 or a
// built-in rule of package rules), but it is random: it was never issued by
// any provider. Tests must build secrets with this package rather than commit
// literals that look real (a pre-commit hook rejects those).
//
// Each [Secret] carries the rule id that should report it, the secret itself
// (the bytes a redactor must remove) and a short context snippet that makes
// the rule fire (keyword-anchored rules such as datadog-access-token need
// their keyword next to the value). [Decoys] are look-alikes that no rule
// may report.
package fakesecret
