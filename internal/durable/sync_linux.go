//go:build linux

package durable

import (
	"os"
	"syscall"

	"golang.org/x/sys/unix"
)

// Sync makes staged files durable: one file with fsync; a batch with
// one syncfs(2) per file system it spans, which flushes the whole batch in
// one journal commit instead of one commit and disk flush per file.
func Sync(files []*File) error {
	if len(files) == 1 {
		return fsyncPath(files[0].Tmp)
	}
	done := map[uint64]bool{}
	for _, f := range files {
		if done[f.dev] {
			continue
		}
		done[f.dev] = true
		fd, err := unix.Open(f.Tmp, unix.O_RDONLY|unix.O_CLOEXEC, 0)
		if err != nil {
			return &os.PathError{Op: "open", Path: f.Tmp, Err: err}
		}
		err = unix.Syncfs(fd)
		unix.Close(fd)
		if err != nil {
			return &os.PathError{Op: "syncfs", Path: f.Tmp, Err: err}
		}
	}
	return nil
}

func fileDev(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Dev)
	}
	return 0
}
