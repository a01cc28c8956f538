package main

import (
	"errors"
	"strings"

	"github.com/omp-redact/omp-redact/internal/enginebuild"
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
	skipHashes     bool // scan in a format that shows no file hash

	format     string // scan, check: --format
	output     string // scan, check: -o
	quiet      bool
	noProgress bool

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

// registerResult adds scan's and check's --format and -o.
func (f *engineFlags) registerResult(cmd *cobra.Command) {
	cmd.Flags().StringVarP(&f.format, "format", "f", "text", "output `format`: text, json, sarif or markdown (default: from the -o file's extension, else text)")
	cmd.Flags().StringVarP(&f.output, "output", "o", "", "write the result to `file` (mode 0600) instead of stdout")
}

// registerQuiet adds --quiet (what it silences is quietHelp) and
// --no-progress.
func (f *engineFlags) registerQuiet(cmd *cobra.Command, quietHelp string) {
	cmd.Flags().BoolVarP(&f.quiet, "quiet", "q", false, quietHelp)
	cmd.Flags().BoolVar(&f.noProgress, "no-progress", false, "no progress bar")
}

// engine builds the policy, the detector set and the engine (see
// enginebuild).
func (f *engineFlags) engine(cmd *cobra.Command, io *IO) (*redact.Engine, *policy.Policy, *rules.Set, error) {
	b, err := enginebuild.Build(enginebuild.Config{
		PolicyFile: f.policyFile, Profile: f.profile, ProfileGiven: cmd.Flags().Changed("profile"),
		GitleaksConfig: f.gitleaksConfig, SecretsFiles: f.secretsFiles, SecretsFrom: f.secretsFrom,
		KeyFile: f.keyFile, Getenv: io.Getenv,
		ShowPreview: f.showPreview, Fixpoint: f.fixpoint, SkipValidation: f.skipValidation, SkipHashes: f.skipHashes,
	})
	if errors.Is(err, enginebuild.ErrPolicyAndProfile) {
		return nil, nil, nil, usageError(err.Error())
	}
	if err != nil {
		return nil, nil, nil, err
	}
	f.usedKey, f.keySource = b.Key, b.KeySource
	return b.Engine, b.Policy, b.Rules, nil
}
