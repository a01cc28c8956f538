package session

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// BlobPrefix starts every blob reference: blob:sha256:<64 lowercase hex>.
const BlobPrefix = "blob:sha256:"

// BlobRef is a string leaf that starts with [BlobPrefix].
type BlobRef struct {
	Line  int    // physical line number
	Entry string // entry ref ([Line.Ref])
	Path  string // gjson path of the leaf
	Hash  string // the 64 hex digits, valid only when Err is ""
	Err   string // why the reference is malformed
}

// ParseBlobRef checks a blob reference. It returns the hash, or an error
// message for a malformed reference (wrong length, uppercase, any suffix
// such as "../"). A malformed reference must never be used as a path.
func ParseBlobRef(s string) (hash string, problem string) {
	h, ok := strings.CutPrefix(s, BlobPrefix)
	if !ok {
		return "", "not a blob reference"
	}
	if len(h) != 64 {
		return "", fmt.Sprintf("hash has %d characters, want 64 lowercase hex digits", len(h))
	}
	for i := 0; i < len(h); i++ {
		c := h[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return "", fmt.Sprintf("hash has %q at position %d, want lowercase hex", c, i+1)
		}
	}
	return h, ""
}

// BlobRefs returns every blob reference in the session's records, in file
// order. Its strings do not alias the session's input.
func (s *Session) BlobRefs() []BlobRef {
	var out []BlobRef
	rel := releaser{fn: s.Release}
	for _, l := range s.Lines {
		rel.upTo(l.Offset)
		if !l.IsRecord() || !containsBlobPrefix(l.Raw) {
			continue
		}
		Walk(l.Raw, func(leaf *Leaf) bool {
			raw := leaf.Raw()
			if len(raw) < len(BlobPrefix)+2 || string(raw[1:1+len(BlobPrefix)]) != BlobPrefix {
				return true
			}
			h, prob := ParseBlobRef(leaf.Value())
			// The hash is copied while its page is resident: a hash
			// aliasing a mapped input would fault its page back in at
			// every later read, after this pass gave it back, and a
			// session with thousands of references spread over 1 GB
			// would map most of the file again at once.
			out = append(out, BlobRef{Line: int(l.Num), Entry: l.Ref(), Path: leaf.Path(), Hash: strings.Clone(h), Err: prob})
			return true
		})
	}
	return out
}

func containsBlobPrefix(b []byte) bool {
	return strings.Contains(unsafeString(b), BlobPrefix)
}

// ErrBlobMissing is returned by [CheckBlob] when the blob file is absent.
var ErrBlobMissing = errors.New("blob file missing")

// ErrBlobMismatch is wrapped by the error [CheckBlob] returns when the blob
// file's content does not hash to its name.
var ErrBlobMismatch = errors.New("blob content does not match its hash")

// CheckBlob verifies that dir/<hash> exists and that its SHA-256 is hash.
// hash must come from [ParseBlobRef].
func CheckBlob(dir, hash string) error {
	f, err := os.Open(filepath.Join(dir, hash))
	if errors.Is(err, fs.ErrNotExist) {
		return ErrBlobMissing
	}
	if err != nil {
		return err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return err
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != hash {
		return fmt.Errorf("%w: its SHA-256 is %s", ErrBlobMismatch, got)
	}
	return nil
}
