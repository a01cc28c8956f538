package main

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/omp-redact/omp-redact/internal/durable"
)

// Where a run's fingerprint key came from.
const (
	keyFromFile   = "--key-file"
	keyFromEnv    = "$OMP_REDACT_KEY"
	keyFromUser   = "per-user key"
	keyFromRandom = "random per-run key"
)

// userKeyPath is the per-user key file: $XDG_CONFIG_HOME/omp-redact/key,
// else ~/.config/omp-redact/key; "" when neither variable is set.
func userKeyPath(io *IO) string {
	if io.Getenv == nil {
		return ""
	}
	if d := io.Getenv("XDG_CONFIG_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "omp-redact", "key")
	}
	if h := io.Getenv("HOME"); h != "" {
		return filepath.Join(h, ".config", "omp-redact", "key")
	}
	return ""
}

// userKey reads the per-user key at path, creating it (32 random bytes in
// hex, mode 0600, its directory 0700) on first use, so fingerprints and
// baselines stay comparable from one run to the next on this machine. Two
// runs creating it at once end with the same key: the file is linked into
// place only if it is not there yet.
func userKey(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, fmt.Errorf("per-user key: %w", err)
		}
		k := make([]byte, 32)
		if _, err := rand.Read(k); err != nil {
			return nil, err
		}
		err = durable.WriteFile(path, []byte(hex.EncodeToString(k)+"\n"), false)
		if err != nil && !errors.Is(err, durable.ErrExists) {
			return nil, fmt.Errorf("per-user key: %w", err)
		}
		b, err = os.ReadFile(path)
	}
	if err != nil {
		return nil, fmt.Errorf("per-user key: %w", err)
	}
	k := []byte(strings.TrimSpace(string(b)))
	if len(k) < 16 {
		return nil, fmt.Errorf("%s: the key must have at least 16 bytes", path)
	}
	return k, nil
}
