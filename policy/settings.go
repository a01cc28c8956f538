package policy

// The policy's settings, typed so that the engine compares them with
// these names rather than with string literals. Their values are the
// words of the policy file (see schema.json), checked when it is loaded.

// SignatureMode is the signatures setting: what happens to signed or
// replay metadata an edit made stale.
type SignatureMode string

const (
	SignaturesStrip     SignatureMode = "strip"
	SignaturesKeep      SignatureMode = "keep"
	SignaturesDropBlock SignatureMode = "drop-block"
)

// ImageMode is the images setting.
type ImageMode string

const (
	ImagesKeep ImageMode = "keep"
	ImagesDrop ImageMode = "drop"
)

// OpaqueMode is the opaque setting: content that cannot be scanned
// (signatures, encrypted reasoning).
type OpaqueMode string

const (
	OpaqueKeep OpaqueMode = "keep"
	OpaqueDrop OpaqueMode = "drop"
	OpaqueDeny OpaqueMode = "deny"
)

// PathMode is the paths setting.
type PathMode string

const (
	PathsKeep      PathMode = "keep"
	PathsAnonymize PathMode = "anonymize"
)

// RemovalMode is the removal setting: how removed entries leave the
// tree.
type RemovalMode string

const (
	RemovalTombstone RemovalMode = "tombstone"
	RemovalSplice    RemovalMode = "splice"
)
