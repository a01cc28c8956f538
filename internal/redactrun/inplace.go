package redactrun

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/omp-redact/omp-redact/internal/durable"
)

// inPlace replaces path through a temporary file and an atomic rename,
// keeping the original's permission bits (at most 0600). size is the
// length of the input the output was made from: a file that grew or
// shrank since (omp appended a line to a live session) is not replaced,
// or that line would be lost. With --backup the original is kept as
// path+suffix: a hard link (exact, and free), made 0600 once the original
// name points to the redacted copy, because it holds every secret.
func (w *writer) inPlace(path string, size int64, emit func(io.Writer) error, verify func(string) error) error {
	// A symlink is followed: the file it points to is the one that holds
	// the secrets, and replacing the link would leave that file as it was.
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return err
	}
	path = real
	fi, err := os.Stat(path)
	if err != nil {
		return err
	}
	if fi.Size() != size {
		return changedError(path, size, fi.Size())
	}
	// The rename gives this name a new file; other hard links of the input
	// keep the original and every secret in it (sed -i does the same).
	// The user has to know: those names are outside what was redacted.
	var others uint64
	if n := linkCount(fi); n > 1 { // some FUSE file systems report 0
		others = n - 1
	}
	// unchanged runs last before the rename, once the redacted copy is on
	// stable storage: the file must still be the one that was read (same
	// size, same modification time as when the write began).
	unchanged := func() error {
		now, err := os.Stat(path)
		if err != nil {
			return err
		}
		if now.Size() != size || !now.ModTime().Equal(fi.ModTime()) {
			return changedError(path, size, now.Size())
		}
		return nil
	}
	bak, err := w.linkBackup(path)
	if err != nil {
		return err
	}
	if bak != "" {
		// Until the rename the backup is a second name of the untouched
		// input: an interrupt removes it like a temporary file (a later
		// run would find it in the way). From the rename on, it holds
		// the only copy of the original and stays.
		durable.Track(bak)
		check := unchanged
		unchanged = func() error {
			err := check()
			if err == nil {
				durable.Forget(bak)
			}
			return err
		}
	}
	if err := replaceChecked(path, emit, verify, unchanged); err != nil {
		durable.Forget(bak)
		if bak != "" {
			os.Remove(bak) // the original is still under its own name
		}
		return err
	}
	if bak != "" {
		if err := os.Chmod(bak, 0o600); err != nil {
			return fmt.Errorf("backup %s: %w", bak, err)
		}
	}
	if others > 0 && w.log != nil {
		shown := path
		if w.mask != nil {
			shown = w.mask(path)
		}
		fmt.Fprintf(w.log, "omp-redact: %s: %d other hard link(s) to the input still hold the original content; redact or remove them\n", shown, others)
	}
	// Never more permissive than the original, never more than 0600.
	perm := fi.Mode().Perm() & 0o600
	if perm == 0 {
		perm = 0o600
	}
	return os.Chmod(path, perm)
}

// linkBackup links path to path+--backup, if asked; an existing backup is
// replaced only with --force. It returns the backup's path, or "".
func (w *writer) linkBackup(path string) (string, error) {
	if w.opts.Backup == "" {
		return "", nil
	}
	bak := path + w.opts.Backup
	if _, err := os.Lstat(bak); err == nil && !w.opts.Force {
		return "", fmt.Errorf("%s: %w", bak, durable.ErrExists)
	}
	os.Remove(bak)
	if err := os.Link(path, bak); err != nil {
		return "", fmt.Errorf("backup %s: %w", bak, err)
	}
	return bak, nil
}

// replaceChecked writes a temporary copy of path with emit, verifies it,
// makes it durable, runs check and only then renames it over path: the
// check sees the file as close as possible to the rename.
func replaceChecked(path string, emit func(io.Writer) error, verify func(string) error, check func() error) error {
	f, err := durable.Stage(path, true, emit, verify)
	if err != nil {
		return err
	}
	if err := durable.Sync([]*durable.File{f}); err != nil {
		durable.Remove(f.Tmp)
		return err
	}
	if err := check(); err != nil {
		durable.Remove(f.Tmp)
		return err
	}
	if err := os.Rename(f.Tmp, path); err != nil {
		durable.Remove(f.Tmp)
		return err
	}
	durable.Forget(f.Tmp)
	durable.SyncDir(filepath.Dir(path))
	return nil
}

// ErrChanged marks an --in-place input that changed while it was
// redacted: that file is not written, the others are.
var ErrChanged = errors.New("changed while it was being redacted")

func changedError(path string, read, now int64) error {
	return fmt.Errorf("%s: %w (%d bytes read, %d bytes now; is omp still writing to it?)", path, ErrChanged, read, now)
}
