package main

import (
	"crypto/rand"
	"fmt"
	"os"
	"strings"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/spf13/cobra"
)

// engineFlags are the flags shared by scan, check and redact: which policy,
// which extra detectors, which fingerprint key.
type engineFlags struct {
	policyFile     string
	profile        string
	gitleaksConfig string
	secretsFiles   []string
	secretsFrom    []string
	keyFile        string
	showPreview    bool
	fixpoint       bool // redact: mask until a second pass finds nothing new
	skipValidation bool // scan: findings only
}

func (f *engineFlags) register(cmd *cobra.Command, defaultProfile string) {
	fl := cmd.Flags()
	fl.StringVarP(&f.policyFile, "policy", "p", "", "policy `file` (YAML)")
	fl.StringVar(&f.profile, "profile", defaultProfile, "built-in policy `profile`: "+strings.Join(policy.ProfileNames(), ", "))
	fl.StringVar(&f.gitleaksConfig, "gitleaks-config", "", "gitleaks TOML `file` that replaces or [extend]s the default rules")
	fl.StringArrayVar(&f.secretsFiles, "secrets-file", nil, "`file` of known secrets, one per line (repeatable)")
	fl.StringArrayVar(&f.secretsFrom, "secrets-from", nil, "dotenv `file` whose values (≥ 8 characters) are known secrets (repeatable)")
	fl.StringVar(&f.keyFile, "key-file", "", "`file` holding the fingerprint key (else $OMP_REDACT_KEY, else a random per-run key)")
}

// loadPolicy returns the policy named by --policy or --profile.
func (f *engineFlags) loadPolicy(cmd *cobra.Command) (*policy.Policy, error) {
	if f.policyFile != "" && cmd.Flags().Changed("profile") {
		return nil, usageError("--policy and --profile are mutually exclusive")
	}
	if f.policyFile != "" {
		p, err := policy.Load(f.policyFile)
		if err != nil {
			return nil, err
		}
		return p, nil
	}
	return policy.Profile(f.profile)
}

// key returns the fingerprint key: --key-file, else OMP_REDACT_KEY, else a
// random key for this run (fingerprints then only compare within the run).
func (f *engineFlags) key(io *IO) ([]byte, error) {
	if f.keyFile != "" {
		b, err := os.ReadFile(f.keyFile)
		if err != nil {
			return nil, err
		}
		k := []byte(strings.TrimSpace(string(b)))
		if len(k) < 16 {
			return nil, fmt.Errorf("%s: the key must have at least 16 bytes", f.keyFile)
		}
		return k, nil
	}
	if k := io.Getenv("OMP_REDACT_KEY"); k != "" {
		if len(k) < 16 {
			return nil, fmt.Errorf("OMP_REDACT_KEY must have at least 16 bytes")
		}
		return []byte(k), nil
	}
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		return nil, err
	}
	return k, nil
}

// engine builds the policy, the detector set and the engine.
func (f *engineFlags) engine(cmd *cobra.Command, io *IO) (*redact.Engine, *policy.Policy, *rules.Set, error) {
	pol, err := f.loadPolicy(cmd)
	if err != nil {
		return nil, nil, nil, err
	}
	cfg := pol.Detectors
	if f.gitleaksConfig != "" {
		cfg.GitleaksConfig = f.gitleaksConfig
		cfg.DisableGitleaks = false
	}
	cfg.LiteralFiles = append(append([]string(nil), cfg.LiteralFiles...), f.secretsFiles...)
	cfg.DotenvFiles = append(append([]string(nil), cfg.DotenvFiles...), f.secretsFrom...)
	set, err := rules.New(cfg)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("detectors: %w", err)
	}
	key, err := f.key(io)
	if err != nil {
		return nil, nil, nil, err
	}
	eng, err := redact.New(redact.Options{Policy: pol, Detectors: set, Key: key, ShowPreview: f.showPreview, Fixpoint: f.fixpoint, SkipValidation: f.skipValidation})
	if err != nil {
		return nil, nil, nil, err
	}
	return eng, pol, set, nil
}
