package userkey

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
	"github.com/omp-redact/omp-redact/internal/inputs"
)

// Source says where a run's fingerprint key came from; its text is shown
// to the user.
type Source string

// Where a run's fingerprint key came from.
const (
	FromFile   Source = "--key-file"
	FromEnv    Source = "$OMP_REDACT_KEY"
	FromUser   Source = "per-user key"
	FromRandom Source = "random per-run key"
)

// Resolve returns the fingerprint key and where it came from: keyFile
// (--key-file) if given, else OMP_REDACT_KEY, else the per-user key
// (created on first use, see [Load]), else, with no home directory, a
// random key for this run (fingerprints then only compare within the
// run). getenv may be nil (no environment).
func Resolve(keyFile string, getenv func(string) string) ([]byte, Source, error) {
	if getenv == nil {
		getenv = func(string) string { return "" }
	}
	if keyFile != "" {
		b, err := inputs.ReadRegular(keyFile)
		if err != nil {
			return nil, "", err
		}
		k := []byte(strings.TrimSpace(string(b)))
		if len(k) < 16 {
			return nil, "", fmt.Errorf("%s: the key must have at least 16 bytes", keyFile)
		}
		return k, FromFile, nil
	}
	if k := getenv("OMP_REDACT_KEY"); k != "" {
		if len(k) < 16 {
			return nil, "", fmt.Errorf("OMP_REDACT_KEY must have at least 16 bytes")
		}
		return []byte(k), FromEnv, nil
	}
	if p := Path(getenv); p != "" {
		k, err := Load(p)
		if err != nil {
			return nil, "", err
		}
		return k, FromUser, nil
	}
	k := make([]byte, 32)
	if _, err := rand.Read(k); err != nil {
		return nil, "", err
	}
	return k, FromRandom, nil
}

// Path is the per-user key file: $XDG_CONFIG_HOME/omp-redact/key, else
// ~/.config/omp-redact/key; "" when neither variable is set.
func Path(getenv func(string) string) string {
	if d := getenv("XDG_CONFIG_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "omp-redact", "key")
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".config", "omp-redact", "key")
	}
	return ""
}

// Load reads the per-user key at path, creating it (32 random bytes in
// hex, mode 0600, its directory 0700) on first use, so fingerprints and
// baselines stay comparable from one run to the next on this machine. Two
// runs creating it at once end with the same key: the file is linked into
// place only if it is not there yet.
func Load(path string) ([]byte, error) {
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
