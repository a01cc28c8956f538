package main

import "github.com/omp-redact/omp-redact/session"

// blobHashes returns the well-formed blob hashes a session references.
// Malformed references are never turned into paths.
func blobHashes(data []byte) []string {
	s, err := session.ParseBytes(data, "", session.Options{AllowUnknownVersion: true})
	if err != nil {
		return nil
	}
	var out []string
	for _, r := range s.BlobRefs() {
		if r.Err == "" {
			out = append(out, r.Hash)
		}
	}
	return out
}
