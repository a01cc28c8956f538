package report

// FileKind is what a report file is (File.Kind).
type FileKind string

// File kinds.
const (
	FileSession FileKind = "session" // an omp session (JSONL)
	FileText    FileKind = "text"    // a plain-text artifact
	FileError   FileKind = "error"   // an input that could not be read
)

// ChangeKind is what a structural edit did (Change.What).
type ChangeKind string

// Change kinds.
const (
	ChangeMask            ChangeKind = "mask"
	ChangeHash            ChangeKind = "hash"
	ChangeBlank           ChangeKind = "blank"
	ChangeAnonymizePath   ChangeKind = "anonymize-path"
	ChangeRemoveBlock     ChangeKind = "remove-block"
	ChangeRemovePair      ChangeKind = "remove-pair"
	ChangeDropEntry       ChangeKind = "drop-entry"
	ChangeStripSignature  ChangeKind = "strip-signature"
	ChangeReparent        ChangeKind = "reparent"
	ChangeRetarget        ChangeKind = "retarget"
	ChangeDropImage       ChangeKind = "drop-image"
	ChangeDropOpaque      ChangeKind = "drop-opaque"
	ChangeDropSignedBlock ChangeKind = "drop-signed-block"
	ChangeRemoveArtifact  ChangeKind = "remove-artifact"
	ChangeTitle           ChangeKind = "title"
	ChangeRename          ChangeKind = "rename" // an output file renamed: its name held a secret
)

// ViolationKind is why a file fails check (Violation.Kind).
type ViolationKind string

// Violation kinds.
const (
	ViolationFinding  ViolationKind = "finding"   // a finding the policy must act on
	ViolationDeny     ViolationKind = "deny"      // content a deny rule selects
	ViolationOpaque   ViolationKind = "opaque"    // opaque content under opaque: deny
	ViolationInvalid  ViolationKind = "invalid"   // a validation error of a session
	ViolationFileName ViolationKind = "file-name" // a file name that holds a secret (in place)
)
