//go:build !linux

package main

import "os"

// syncStaged makes staged files durable, one fsync each (syncfs(2) is
// Linux only).
func syncStaged(files []*stagedFile) error {
	for _, f := range files {
		if err := fsyncPath(f.tmp); err != nil {
			return err
		}
	}
	return nil
}

func fileDev(os.FileInfo) uint64 { return 0 }
