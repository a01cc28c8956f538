package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/userkey"
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

	usedKey   []byte         // set by engine: the fingerprint key of the run
	keySource userkey.Source // and where it came from
}

func (f *engineFlags) register(cmd *cobra.Command, defaultProfile string) {
	fl := cmd.Flags()
	fl.StringVarP(&f.policyFile, "policy", "p", "", "policy `file` (YAML)")
	fl.StringVar(&f.profile, "profile", defaultProfile, "built-in policy `profile`: "+strings.Join(policy.ProfileNames(), ", "))
	fl.StringVar(&f.gitleaksConfig, "gitleaks-config", "", "gitleaks TOML `file` that replaces or [extend]s the default rules")
	fl.StringArrayVar(&f.secretsFiles, "secrets-file", nil, "`file` of known secrets, one per line (repeatable)")
	fl.StringArrayVar(&f.secretsFrom, "secrets-from", nil, "dotenv `file` whose values (≥ 8 characters) are known secrets (repeatable)")
	fl.StringVar(&f.keyFile, "key-file", "", "`file` holding the fingerprint key (else $OMP_REDACT_KEY, else the per-user key in $XDG_CONFIG_HOME/omp-redact/key)")
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

// engine builds the policy, the detector set and the engine.
func (f *engineFlags) engine(cmd *cobra.Command, io *IO) (*redact.Engine, *policy.Policy, *rules.Set, error) {
	// Every file a flag names is read whole: a FIFO would block, a device
	// might never end.
	named := append([]string{f.policyFile, f.gitleaksConfig, f.keyFile}, append(f.secretsFiles, f.secretsFrom...)...)
	for _, p := range named {
		if fi, err := os.Stat(p); p != "" && err == nil && !fi.Mode().IsRegular() {
			return nil, nil, nil, fmt.Errorf("%s: not a regular file (%s)", p, inputs.FileType(fi.Mode()))
		}
	}
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
	key, src, err := userkey.Resolve(f.keyFile, io.Getenv)
	if err != nil {
		return nil, nil, nil, err
	}
	f.usedKey, f.keySource = key, src
	eng, err := redact.New(redact.Options{Policy: pol, Detectors: set, Key: key, ShowPreview: f.showPreview, Fixpoint: f.fixpoint, SkipValidation: f.skipValidation})
	if err != nil {
		return nil, nil, nil, err
	}
	return eng, pol, set, nil
}
