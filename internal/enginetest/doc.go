// Package enginetest builds the engine that the run packages' tests use:
// a built-in profile with a fixed user key, so that keyed fingerprints
// are stable and no test reads the environment. Only tests import it.
package enginetest
