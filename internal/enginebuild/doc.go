// Package enginebuild builds the redaction engine of a scan, check or
// redact run from its settings: the policy (a file or a built-in
// profile), the detectors it names plus those the run adds (a gitleaks
// config, known-secret files, dotenv files), and the fingerprint key (see
// internal/userkey). Every file a setting names must be a regular file:
// it is read whole, and a FIFO would block or a device never end.
package enginebuild
