//go:build !linux

package durable

import "os"

// Sync makes staged files durable, one fsync each (syncfs(2) is
// Linux only).
func Sync(files []*File) error {
	for _, f := range files {
		if err := fsyncPath(f.Tmp); err != nil {
			return err
		}
	}
	return nil
}

func fileDev(os.FileInfo) uint64 { return 0 }
