package rules

import (
	"runtime"
	"testing"
)

// maxKnownBytesPerSecret bounds the heap a KnownSecrets matcher holds per
// secret of a typical mix (every generator kind, all forms indexed). A run
// of a 300 MB session set holds thousands of them for its whole second
// pass; they held about 2.2 kB each when every form carried its own copy
// of the match and its text, about 750 B since forms refer to their
// secret (most of it the index: 8 anchors per form).
const maxKnownBytesPerSecret = 1000

// TestKnownSecretsBytesPerSecret guards the memory of the matcher: the
// live heap it adds, over the secrets themselves (which the caller holds),
// divided by the number of secrets.
func TestKnownSecretsBytesPerSecret(t *testing.T) {
	const n = 3000
	found := knownSecretsFixture(n, 1)
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	k, _ := NewKnownSecrets(found)
	runtime.GC()
	runtime.ReadMemStats(&after)
	per := (int64(after.HeapAlloc) - int64(before.HeapAlloc)) / n
	runtime.KeepAlive(k)
	runtime.KeepAlive(found)
	t.Logf("%d bytes per secret", per)
	if per > maxKnownBytesPerSecret {
		t.Errorf("KnownSecrets holds %d bytes per secret, want at most %d", per, maxKnownBytesPerSecret)
	}
}
