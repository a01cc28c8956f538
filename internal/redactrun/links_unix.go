//go:build unix

package redactrun

import (
	"os"
	"syscall"
)

// linkCount is the number of hard links (names) of the file fi describes.
func linkCount(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 1
}
