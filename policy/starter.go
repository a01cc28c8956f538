package policy

import (
	"fmt"
	"strings"
)

// Starter returns an annotated starter policy that extends the built-in
// profile: every section is present as a commented example, so the file
// behaves exactly like the profile until the user uncomments something. It
// starts with a yaml-language-server comment naming the JSON Schema, so
// editors complete and check keys. It lints clean.
func Starter(profile string) ([]byte, error) {
	if _, ok := profileSource(profile); !ok {
		return nil, fmt.Errorf("unknown profile %q (want one of %s)", profile, strings.Join(profileNames, ", "))
	}
	return []byte(strings.NewReplacer("{{schema}}", SchemaURL, "{{profile}}", profile).Replace(starterText)), nil
}

const starterText = `# yaml-language-server: $schema={{schema}}
#
# omp-redact policy. Check it with:   omp-redact policy lint FILE
# See what it resolves to with:        omp-redact policy show --resolved FILE
# Run the detector samples with:       omp-redact policy test FILE
version: 1

# Start from a built-in profile: none, default, share or strict. Settings
# below override it, lists add to it, and the rules below are tried before
# the profile's rules (a rule with the same name replaces the profile's).
extends: {{profile}}

# Your own detectors (regexp2 / .NET syntax). Samples are checked on load.
# detectors:
#   - id: acme-token
#     description: ACME API token
#     pattern: 'acme_[a-z0-9]{32}'
#     keywords: [acme_]
#     severity: high
#     samples:
#       match: ["token=acme_0123456789abcdef0123456789abcdef"]
#       nomatch: ["acme_short"]

# Built-in or gitleaks rule ids to turn off.
# disable: [generic-api-key]

# Known secrets: one per line, or every value of a dotenv file. Paths are
# relative to this file.
# literals:
#   files: [known-secrets.txt]
#   dotenv: [.env]

# gitleaks:
#   config: gitleaks.toml     # your own gitleaks rules
#   disable: [some-rule-id]
#   enabled: true

# Matches to ignore.
# allow:
#   stopwords: [example]
#   regexes: ['^dummy']
#   values: [changeme]
#   fingerprints: []          # keyed fingerprints copied from a report

# Rules: the first rule whose "when" matches a string decides what happens
# to it. Actions: mask, hash, blank, remove-block, remove-pair, drop-entry,
# keep, deny.
# rules:
#   - name: drop-secret-reads
#     when:
#       tool: [read, Read, read_file]
#       args: {path: [.env, "*.pem"]}
#     action: remove-pair
#   - name: keep-compaction-summaries
#     when: {entry: compaction, finding: none}
#     action: keep
#   - name: deny-critical
#     when: {finding: severity >= critical}
#     action: deny

# signatures: strip    # strip | keep | drop-block
# images: keep         # keep | drop
# opaque: keep         # keep | drop | deny
# paths: keep          # keep | anonymize
# removal: tombstone   # tombstone | splice
# report:
#   level: summary     # summary | detailed
`
