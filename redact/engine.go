package redact

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"sync"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/rules"
)

// TokenPrefix starts every redaction token the engine writes
// ([REDACTED], [REDACTED:<rule>], [REDACTED:<rule>:<hash>]).
const TokenPrefix = "[REDACTED"

// Options configure an [Engine].
type Options struct {
	Policy    *policy.Policy
	Detectors *rules.Set
	// Key keys the fingerprints and hash tokens (HMAC-SHA256). The same
	// key gives the same fingerprint and token for the same secret across
	// files and runs; a report never lets anyone confirm a guessed secret
	// without it.
	Key []byte
	// Workers bounds the detection goroutines per file (default GOMAXPROCS).
	Workers int
	// ShowPreview adds the first 4 characters and the length of each
	// secret to findings.
	ShowPreview bool
	// Fixpoint makes detection mask and scan again until nothing new
	// appears (see detect). Redaction needs it, so that its output is a
	// fixed point; a scan does not, and would only report the context
	// artefacts it finds.
	Fixpoint bool
	// SkipValidation leaves File.Problems empty: scan reports findings only
	// and has no use for the validator's pass over every line.
	SkipValidation bool
	// SkipHashes leaves File.InputSHA256 and File.OutputSHA256 empty:
	// scan's json and text outputs do not show them, and hashing every
	// input byte cost about a tenth of a scan's instructions. A result
	// without hashes cannot tell [Result.Changed] for a text file, so
	// only a run that writes no output may set it.
	SkipHashes bool
}

// Engine plans and applies redactions. It is safe for concurrent use once
// built.
type Engine struct {
	opts      Options
	det       *rules.Set
	pol       compiledPolicy
	anonymize bool
	allow     map[string]bool
	// run and known are set on the engine of a multi-file run's second
	// pass (see Run): the analyses kept by the first pass and the secrets
	// found in every file of the run.
	run   *Run
	known *rules.KnownSecrets
	// big is held while a line of at least bigLine bytes is analyzed:
	// the decoded value and the detectors' views of a 100 MB tool output
	// cost several times its size, so such lines are analyzed one at a
	// time, by every worker and every file of the run (copies of the
	// engine share it).
	big *sync.Mutex
}

type compiledPolicy struct {
	p                *policy.Policy
	hasUnconditional bool // some rule can match a leaf without findings
}

// New builds an engine.
func New(opts Options) (*Engine, error) {
	if opts.Policy == nil {
		return nil, errors.New("redact: no policy")
	}
	if len(opts.Key) == 0 {
		return nil, errors.New("redact: no fingerprint key")
	}
	e := &Engine{opts: opts, det: opts.Detectors, allow: map[string]bool{}, big: &sync.Mutex{}}
	e.pol = compiledPolicy{p: opts.Policy, hasUnconditional: needsEveryLeaf(opts.Policy)}
	e.anonymize = opts.Policy.Paths == policy.PathsAnonymize
	for _, f := range opts.Policy.AllowFingerprints {
		e.allow[f] = true
	}
	return e, nil
}

// Policy returns the engine's policy.
func (e *Engine) Policy() *policy.Policy { return e.opts.Policy }

// fingerprint is the keyed fingerprint of a finding: it identifies the
// secret without revealing it.
func (e *Engine) fingerprint(m rules.Match) string {
	return rules.Fingerprint(e.opts.Key, m.RuleID, m.Secret)
}

func (e *Engine) allowed(m rules.Match) bool {
	return len(e.allow) > 0 && e.allow[e.fingerprint(m)]
}

// hashToken is the replacement written by the hash action: the same secret
// gives the same token under the same key.
func (e *Engine) hashToken(rule, secret string) string {
	mac := hmac.New(sha256.New, e.opts.Key)
	mac.Write([]byte("omp-redact/hash\x00"))
	mac.Write([]byte(secret))
	return TokenPrefix + ":" + rule + ":" + hex.EncodeToString(mac.Sum(nil))[:8] + "]"
}

func maskToken(rule string) string { return TokenPrefix + ":" + rule + "]" }

// needsEveryLeaf reports whether some rule can act on a leaf without
// findings, so that the policy must be consulted for every leaf and not
// only for leaves with findings.
func needsEveryLeaf(p *policy.Policy) bool {
	for _, r := range p.Rules {
		if r.Action == policy.Keep {
			continue
		}
		if k := r.When.Finding.Kind; k == policy.FindingUnset || k == policy.FindingNone {
			return true
		}
	}
	return false
}
