//go:build unix

package mmap

import (
	"os"
	"sync"
	"sync/atomic"
	"time"

	"golang.org/x/sys/unix"
)

// Threshold is the size from which a file is mapped instead of read:
// its pages are then given back as the engine goes, so a 1 GB session does
// not cost 1 GB (or 2 GB with its output) of memory.
const Threshold = 64 << 20

// wideStep is how far the reader moves between two drops of everything
// before it (see release in Map).
const wideStep = 8 << 20

// pagerInterval is how often a mapped file's resident pages are dropped.
const pagerInterval = 10 * time.Millisecond

// Map maps path read-only. release drops the pages of a byte range
// from memory (they are read back from the file, usually from the page
// cache, if touched again). While the mapping is in use a pager also drops
// all its pages every pagerInterval: the parser, the validator and the tree
// touch every line, and ids in the session model point into the mapping,
// so no single pass could release everything it reads. Dropping clean
// pages of a read-only file mapping is always safe; resident memory stays
// bounded by what is touched between two ticks.
//
// The returned done stops the pager but does not unmap: strings of the
// session model and of the report alias the mapped bytes and live until
// the report is written. A mapping whose pages were dropped costs address
// space only.
func Map(path string) (data []byte, release func(off, n int64), done func(), err error) {
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
	data, err = unix.Mmap(int(f.Fd()), 0, int(fi.Size()), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		return nil, nil, nil, err
	}
	page := int64(os.Getpagesize())
	var wide atomic.Int64 // end of the last drop from the start
	release = func(off, n int64) {
		start := (off / page) * page
		end := min(off+n, int64(len(data)))
		// Every wideStep, drop everything before end, not just the
		// range: passes also read back (a tool result reads its call's
		// line, a lookup reads an earlier entry), and the pages they
		// fault in again would stay until the pager's next tick, which
		// a loaded machine or a busy collector can delay for seconds.
		// A pass that starts again from the beginning (end far before
		// the last wide drop) starts a new count.
		if w := wide.Load(); (end-w >= wideStep || end < w-wideStep) && wide.CompareAndSwap(w, end) {
			start = 0
		}
		if start < end {
			unix.Madvise(data[start:end], unix.MADV_DONTNEED)
		}
	}
	stop := make(chan struct{})
	go func() {
		t := time.NewTicker(pagerInterval)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				unix.Madvise(data, unix.MADV_DONTNEED)
			}
		}
	}()
	var once sync.Once
	return data, release, func() { once.Do(func() { close(stop) }) }, nil
}
