package session

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unsafe"

	"github.com/google/go-cmp/cmp"
)

func TestParseBlobRef(t *testing.T) {
	h := strings.Repeat("0123456789abcdef", 4)
	for _, tt := range []struct {
		ref, hash string
		bad       bool
	}{
		{BlobPrefix + h, h, false},
		{BlobPrefix + strings.ToUpper(h), "", true},
		{BlobPrefix + h[:63], "", true},
		{BlobPrefix + h + "0", "", true},
		{BlobPrefix + h + "/../../etc/passwd", "", true},
		{BlobPrefix + h[:60] + "../x", "", true},
		{BlobPrefix, "", true},
		{"blob:sha1:" + h, "", true},
	} {
		hash, prob := ParseBlobRef(tt.ref)
		if hash != tt.hash || (prob != "") != tt.bad {
			t.Errorf("ParseBlobRef(%q) = %q, %q", tt.ref, hash, prob)
		}
	}
}

func TestBlobRefsAndCheckBlob(t *testing.T) {
	dir := t.TempDir()
	content := []byte("image bytes\n")
	sum := sha256.Sum256(content)
	good := hex.EncodeToString(sum[:])
	if err := os.WriteFile(filepath.Join(dir, good), content, 0o644); err != nil {
		t.Fatal(err)
	}
	corruptSum := sha256.Sum256([]byte("other"))
	corrupt := hex.EncodeToString(corruptSum[:])
	if err := os.WriteFile(filepath.Join(dir, corrupt), content, 0o644); err != nil {
		t.Fatal(err)
	}
	missing := strings.Repeat("ab", 32)
	line := `{"type":"message","id":"a2","parentId":"a1","timestamp":"t","message":{"role":"user","content":[` +
		`{"type":"image","data":"blob:sha256:` + good + `"},{"type":"image","data":"blob:sha256:` + strings.ToUpper(good) + `"}],` +
		`"note":"mentions blob:sha256: in prose"}}`
	s := parse(t, hdrV3+"\n"+userA1+"\n"+line+"\n")
	type ref struct {
		Line             int
		Entry, Path, Err string
		Ok               bool
	}
	var got []ref
	for _, b := range s.BlobRefs() {
		got = append(got, ref{b.Line, b.Entry, b.Path, b.Err, b.Hash != ""})
	}
	want := []ref{
		{3, "a2", "message.content.0.data", "", true},
		{3, "a2", "message.content.1.data", got[len(got)-1].Err, false},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	if e := got[len(got)-1].Err; !strings.HasPrefix(e, "hash has '") || !strings.HasSuffix(e, "want lowercase hex") {
		t.Errorf("uppercase reference: %q", e)
	}
	if err := CheckBlob(dir, good); err != nil {
		t.Errorf("good blob: %v", err)
	}
	if err := CheckBlob(dir, missing); !errors.Is(err, ErrBlobMissing) {
		t.Errorf("missing blob: %v", err)
	}
	if err := CheckBlob(dir, corrupt); !errors.Is(err, ErrBlobMismatch) || !strings.Contains(err.Error(), good) {
		t.Errorf("corrupt blob: %v", err)
	}
}

// TestBlobRefsDoNotAliasInput checks that a reference's strings are
// copies: read after the pass that found them, strings pointing into a
// mapped input fault back in the pages the pass gave back (one 64 kB
// read-around per reference), which on a 1 GB session with thousands of
// images mapped most of the file again at once.
func TestBlobRefsDoNotAliasInput(t *testing.T) {
	h := strings.Repeat("0123456789abcdef", 4)
	line := `{"type":"message","id":"a2","parentId":"a1","timestamp":"t","message":{"role":"user","content":[` +
		`{"type":"image","data":"blob:sha256:` + h + `"}]}}`
	data := []byte(hdrV3 + "\n" + userA1 + "\n" + line + "\n")
	s, err := ParseBytes(data, "blobs.jsonl", Options{})
	if err != nil {
		t.Fatal(err)
	}
	refs := s.BlobRefs()
	if len(refs) != 1 || refs[0].Hash != h {
		t.Fatalf("refs = %+v, want one with hash %s", refs, h)
	}
	lo := uintptr(unsafe.Pointer(&data[0]))
	for _, v := range []string{refs[0].Hash, refs[0].Entry, refs[0].Path} {
		if p := uintptr(unsafe.Pointer(unsafe.StringData(v))); p >= lo && p < lo+uintptr(len(data)) {
			t.Errorf("%q aliases the input", v)
		}
	}
}
