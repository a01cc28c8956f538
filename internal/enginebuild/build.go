package enginebuild

import (
	"errors"
	"fmt"
	"os"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/userkey"
	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/rules"
)

// Config are a run's engine settings.
type Config struct {
	PolicyFile     string // a policy file; else Profile
	Profile        string // a built-in profile
	ProfileGiven   bool   // Profile was asked for explicitly (not the default)
	GitleaksConfig string
	SecretsFiles   []string // known secrets, one per line
	SecretsFrom    []string // dotenv files whose values are known secrets
	KeyFile        string
	Getenv         func(string) string // for the key; nil is an empty environment

	ShowPreview    bool
	Fixpoint       bool // redact: mask until a second pass finds nothing new
	SkipValidation bool // scan: findings only
	SkipHashes     bool // scan in its json or text format: no file hashes
}

// Built is what [Build] made.
type Built struct {
	Engine    *redact.Engine
	Policy    *policy.Policy
	Rules     *rules.Set
	Key       []byte         // the fingerprint key of the run
	KeySource userkey.Source // and where it came from
}

// ErrPolicyAndProfile: a policy file and a profile were both asked for.
var ErrPolicyAndProfile = errors.New("--policy and --profile are mutually exclusive")

// Build builds the policy, the detector set and the engine.
func Build(c Config) (*Built, error) {
	named := append([]string{c.PolicyFile, c.GitleaksConfig, c.KeyFile}, append(c.SecretsFiles, c.SecretsFrom...)...)
	for _, p := range named {
		if fi, err := os.Stat(p); p != "" && err == nil && !fi.Mode().IsRegular() {
			return nil, fmt.Errorf("%s: not a regular file (%s)", p, inputs.FileType(fi.Mode()))
		}
	}
	pol, err := loadPolicy(c)
	if err != nil {
		return nil, err
	}
	cfg := pol.Detectors
	if c.GitleaksConfig != "" {
		cfg.GitleaksConfig = c.GitleaksConfig
		cfg.DisableGitleaks = false
	}
	cfg.LiteralFiles = append(append([]string(nil), cfg.LiteralFiles...), c.SecretsFiles...)
	cfg.DotenvFiles = append(append([]string(nil), cfg.DotenvFiles...), c.SecretsFrom...)
	set, err := rules.New(cfg)
	if err != nil {
		return nil, fmt.Errorf("detectors: %w", err)
	}
	key, src, err := userkey.Resolve(c.KeyFile, c.Getenv)
	if err != nil {
		return nil, err
	}
	eng, err := redact.New(redact.Options{Policy: pol, Detectors: set, Key: key, ShowPreview: c.ShowPreview, Fixpoint: c.Fixpoint, SkipValidation: c.SkipValidation, SkipHashes: c.SkipHashes})
	if err != nil {
		return nil, err
	}
	return &Built{Engine: eng, Policy: pol, Rules: set, Key: key, KeySource: src}, nil
}

// loadPolicy returns the policy named by the policy file or the profile.
func loadPolicy(c Config) (*policy.Policy, error) {
	if c.PolicyFile != "" && c.ProfileGiven {
		return nil, ErrPolicyAndProfile
	}
	if c.PolicyFile != "" {
		return policy.Load(c.PolicyFile)
	}
	return policy.Profile(c.Profile)
}
