// Package policy loads the YAML policy that decides what omp-redact does
// with what it finds: which detectors run, and for each string of a session
// whether to mask, hash, blank or remove it, keep it, or flag it.
//
// # Schema (version 1)
//
//	version: 1                  # required in every file
//	extends: share              # a built-in profile (none, default, share, strict) or a file path
//	detectors:                  # custom regex detectors (regexp2, .NET syntax)
//	  - id: acme-token          # letters, digits, '-', '_', '.'; unique
//	    description: ACME API token
//	    pattern: 'acme_[a-z0-9]{32}'
//	    secretGroup: 0          # capture group holding the secret; 0 = whole match
//	    keywords: [acme_]       # prefilter, case-insensitive
//	    entropy: 3.5            # minimum Shannon entropy of the secret
//	    timeout: 100ms          # per string; default 100ms
//	    severity: high          # info, low, medium, high (default), critical
//	    samples:                # self-tests, run at load and by `policy test`
//	      match: ["token acme_0123456789abcdef0123456789abcdef"]
//	      nomatch: ["acme_short"]
//	disable: [generic-api-key]  # built-in or gitleaks rule ids to turn off; `builtin` = all built-ins
//	literals:
//	  files: [known-secrets.txt]  # one secret per line
//	  dotenv: [.env]              # every value of a dotenv file
//	gitleaks:
//	  config: gitleaks.toml     # a gitleaks TOML config instead of the embedded one
//	  disable: [rule-id]        # gitleaks rule ids to turn off
//	  enabled: true             # false drops every gitleaks rule
//	allow:                      # matches to ignore
//	  stopwords: [example]      # secret contains one of these (case-insensitive)
//	  regexes: ['^dummy']       # secret matches one of these (Go RE2 syntax)
//	  values: [changeme]        # secret equals one of these
//	  fingerprints: [...]       # keyed fingerprints copied from a report
//	rules:                      # ordered; the first rule whose when matches decides
//	  - name: drop-env-reads
//	    when: {tool: read, args: {path: [.env, "*.pem"]}}
//	    action: remove-pair
//	    with: {reason: secret files}
//	  - name: blank-secret-thinking
//	    when: {block: thinking, finding: any}
//	    action: blank
//	    with: {placeholder: "[thinking withheld]"}  # blank's text; default [REDACTED]
//	signatures: strip           # strip | keep | drop-block
//	images: keep                # keep | drop
//	opaque: keep                # keep | drop | deny
//	paths: keep                 # keep | anonymize
//	removal: tombstone          # tombstone | splice
//	report: {level: summary}    # summary | detailed
//
// Unknown keys are errors. Every list also accepts a single string. Relative
// file paths (extends, literals, gitleaks.config) are resolved against the
// directory of the file that names them.
//
// # Extends
//
// A file that extends another is laid over it: a setting it gives wins, and
// lists append (the base's elements first). Rules are the exception,
// because the first matching rule wins and an appended rule could never
// override a base's catch-all: the extending file's rules come first, and a
// base rule with the same name as one of them is dropped (replaced). A
// detector id may be defined only once across the chain. A name that is a
// built-in profile (none, default, share, strict) names the profile; write
// ./default to extend a file called default. Cycles are errors.
//
// # Targets and selectors
//
// A target is ONE STRING LEAF of an entry: every scannable JSON string value
// of a line, found by the session leaf walker, with its context ([Target]).
// Structural strings (ids, types, timestamps) and opaque ones (signatures,
// encrypted content) are not targets; the top-level opaque setting governs
// the latter. The engine calls [Policy.Match] for each target; the first rule
// whose when matches decides, and a target no rule matches is kept.
// Actions that remove more than the leaf (remove-block, remove-pair,
// drop-entry) act on the block, pair or entry that holds the leaf.
//
// A rule's when lists conditions; all given must hold, and a list holds when
// any of its elements does. An empty when matches every target.
//
//	entry       entry type: message, custom, custom_message, compaction, …
//	role        message role: user, assistant, toolResult, … (message entries only)
//	block       type of the content block holding the leaf: text, thinking, toolCall, image, …
//	tool        glob on the tool name: of the toolCall block, of a toolResult
//	            message, or of tool_execution_start data
//	customType  glob on the customType of custom and custom_message entries
//	provider    provider of the assistant message (of the calling message for tool results)
//	api         api of the same message
//	path        glob on the leaf's gjson path in the entry line
//	args        map of argument name → globs on that string argument of the tool
//	            call; holds for the leaves of the call and of its result.
//	            Every named argument must be present and match.
//	finding     any | none | a rule id or list of rule ids |
//	            `severity OP LEVEL` with OP one of >=, >, =, <=, <
//
// A leaf outside any tool call (no tool name) never matches a tool
// condition, not even `tool: "*"`; the same holds for customType. A rule
// without a finding condition matches leaves with or without findings. Conditions that contradict each other (a role together with an
// entry list without message) are errors, as are unknown rule ids.
//
// # Globs
//
// tool and customType globs match the whole name: `*` any run of
// characters, `?` one character; everything else is literal.
//
// path globs match the gjson path of the leaf, segment by segment (segments
// are separated by '.', keys escaped the gjson way, e.g. `a\.b`): `*` within
// a segment matches any run of characters of that segment, so a lone `*`
// is exactly one segment; `**` as a whole segment matches zero or more
// segments. Examples: `message.content.*.text`, `**.arguments.**`,
// `message.content.*.arguments.command`.
//
// args globs match a path-like argument value, with '/' and '\' both
// separating components: `*` and `?` never cross a separator, `**` as a
// whole component matches zero or more components. A glob starting with '/'
// is anchored at the start of the value; any other glob is matched against
// every suffix of whole components, so `*.pem` matches `key.pem` and
// `/home/u/certs/key.pem`, `.aws/credentials` matches
// `/home/u/.aws/credentials`, and `**/.env` is the same as `.env`. The
// match is on the whole component: `.env` does not match `prod.env`.
//
// # Actions
//
//	mask          each finding's span becomes [REDACTED:<rule>]
//	hash          each finding's span becomes [REDACTED:<rule>:<8 hex of a keyed HMAC>];
//	              the same secret gives the same token across files under one key
//	blank         the whole string becomes with.placeholder (default [REDACTED]);
//	              block type and ids stay
//	remove-block  the content block holding the leaf is removed
//	remove-pair   the toolCall block and its toolResult are removed as one unit,
//	              when the leaf belongs to either
//	drop-entry    the whole entry is removed (tombstone or splice, see removal)
//	keep          nothing changes (an exception to later rules)
//	deny          a violation for `check`; redact fails; nothing is edited
//
// # Settings
//
// signatures: what happens to a signed block whose content an edit changed:
// strip the signature, keep it (the provider will reject the block), or
// drop the block. images: keep or drop image blocks. opaque: keep, drop or
// deny encrypted and unscannable content. paths: anonymize replaces
// home-directory user names (/Users/alice/… → /Users/user/…) in cwd, paths
// and text. removal: a removed entry leaves a tombstone entry (ids and tree
// intact) or is spliced out (children reparented). report.level: summary
// or detailed findings in the report.
//
// # API
//
// [Load], [LoadBytes] and [Profile] return a compiled [Policy];
// [Options.Load] with SkipSamples loads a policy whose samples fail, and
// [Policy.Samples] runs them. [Policy.Match] is the engine's hot path;
// [Policy.Explain] says, rule by rule, why a target did or did not match
// (it never shows a leaf's or an argument's value). [Policy.Resolved]
// prints the effective policy, which loads back into an equivalent one.
// [Starter] returns the annotated file `omp-redact policy init` writes.
//
// # Errors
//
// [Load] reports every problem at once as an [ErrorList], sorted, one per
// line: `policy.yaml:LINE:COL: field.path: message`. Regexes, globs and
// samples are compiled and checked at load; nothing in a policy can make a
// later stage panic.
package policy
