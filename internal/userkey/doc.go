// Package userkey settles the fingerprint key of a run: --key-file, else
// $OMP_REDACT_KEY, else a per-user key kept in the XDG config directory
// (created 0600 on first use, so fingerprints and baselines stay
// comparable from run to run on one machine), else a random key for this
// run only. It says where the key came from, so a baseline can refuse a
// key that cannot match.
package userkey
