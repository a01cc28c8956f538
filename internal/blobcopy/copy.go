package blobcopy

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"

	"github.com/omp-redact/omp-redact/internal/durable"
)

// Copy copies the blobs named by hashes (and their typed sidecars) from
// each source store to its destination (stores maps source → destination
// directory, created 0700). A blob missing from a source is reported in
// the returned problems, as is any copy that failed; a destination that
// holds the blob already is left alone (content-addressed: same bytes).
// A destination that cannot be created stops the copy there.
func Copy(stores map[string]string, hashes []string) (problems []error) {
	hashes = sorted(hashes)
	srcs := make([]string, 0, len(stores))
	for src := range stores {
		srcs = append(srcs, src)
	}
	sort.Strings(srcs)
	type job struct{ src, dst string }
	var jobs []job
	for _, src := range srcs {
		dst := stores[src]
		if err := os.MkdirAll(dst, 0o700); err != nil {
			return append(problems, err)
		}
		for _, h := range hashes {
			matches, _ := filepath.Glob(filepath.Join(src, h+"*"))
			if len(matches) == 0 {
				problems = append(problems, fmt.Errorf("blob %s is referenced but missing from %s", h, src))
				continue
			}
			for _, m := range matches {
				base := filepath.Base(m)
				if base == h || strings.HasPrefix(base, h+".") {
					jobs = append(jobs, job{m, filepath.Join(dst, base)})
				}
			}
		}
	}
	// Copies are independent: stage a few at once, then commit them all
	// with one flush.
	errs := make([]error, len(jobs))
	staged := make([]*durable.File, len(jobs))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			staged[i], errs[i] = stage(j.src, j.dst)
		}()
	}
	wg.Wait()
	var batch []*durable.File
	for _, f := range staged {
		if f != nil {
			batch = append(batch, f)
		}
	}
	errs = append(errs, durable.Commit(batch)...)
	for _, err := range errs {
		if err != nil && !errors.Is(err, durable.ErrExists) {
			problems = append(problems, err)
		}
	}
	return problems
}

// sorted returns a sorted copy of hashes, so problems come in a stable order.
func sorted(hashes []string) []string {
	out := append([]string(nil), hashes...)
	sort.Strings(out)
	return out
}

// stage stages a 0600 copy of a blob for the output store (a hard link
// would share the source's mode); nil when the destination exists, which
// then holds the same content: blobs are content-addressed.
func stage(src, dst string) (*durable.File, error) {
	if _, err := os.Lstat(dst); err == nil {
		return nil, nil
	}
	data, err := os.ReadFile(src)
	if err != nil {
		return nil, err
	}
	return durable.Stage(dst, false, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	}, nil)
}
