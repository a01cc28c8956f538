//go:build unix

package main

import (
	"os"
	"syscall"
)

// mapThreshold is the size from which a file is mapped instead of read:
// its pages are then given back as the engine finishes with them, so a
// 1 GB session does not cost 1 GB (or 2 GB with its output) of memory.
const mapThreshold = 64 << 20

// mapFile maps path read-only. release drops the pages of a byte range
// from memory (they are read back from the file if touched again).
//
// The returned unmap does nothing on purpose: strings of the session model
// and of the report (entry ids, paths) alias the mapped bytes and live
// until the report is written, so the mapping must outlive them. A mapping
// whose pages were released costs address space only.
func mapFile(path string) (data []byte, release func(off, n int64), unmap func(), err error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, nil, err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, nil, nil, err
	}
	if fi.Size() == 0 {
		return nil, nil, func() {}, nil
	}
	data, err = syscall.Mmap(int(f.Fd()), 0, int(fi.Size()), syscall.PROT_READ, syscall.MAP_SHARED)
	if err != nil {
		return nil, nil, nil, err
	}
	page := int64(os.Getpagesize())
	release = func(off, n int64) {
		start := (off / page) * page
		end := off + n
		if end > int64(len(data)) {
			end = int64(len(data))
		}
		if start < end {
			syscall.Madvise(data[start:end], syscall.MADV_DONTNEED)
		}
	}
	return data, release, func() {}, nil
}
