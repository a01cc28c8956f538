package review

import (
	"bytes"
	"io"
	"sync"

	"github.com/omp-redact/omp-redact/report"
)

// Collector gathers the reviews of a run's files as its workers build
// them (each from a file's input, output and report, before the output
// is written and released), for writing in input order once every file
// is done. It is safe for concurrent use.
type Collector struct {
	Mask func(string) string // masks secrets in names and messages

	mu    sync.Mutex
	files map[string]*File // by key (the input path)
	errs  map[string]error
}

// Add builds the review of one file under key (see [Build]).
func (c *Collector) Add(key string, in, out []byte, f *report.File) {
	rf, err := Build(in, out, f, Options{Mask: c.Mask})
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.files == nil {
		c.files, c.errs = map[string]*File{}, map[string]error{}
	}
	c.files[key], c.errs[key] = rf, err
}

// Get returns the review added under key, or the error building it.
func (c *Collector) Get(key string) (*File, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.files[key], c.errs[key]
}

// Files returns the reviews of n files, in order, the key of the i-th
// being key(i); the error building one is handed to failed.
func (c *Collector) Files(n int, key func(i int) string, failed func(i int, err error)) []*File {
	var files []*File
	for i := range n {
		f, err := c.Get(key(i))
		if err != nil {
			failed(i, err)
		}
		if f != nil {
			files = append(files, f)
		}
	}
	return files
}

// WriteDiffs writes the diffs of files, in order, in one write: nothing
// is written when one fails.
func WriteDiffs(w io.Writer, files []*File, o DiffOptions) error {
	var buf bytes.Buffer
	for _, f := range files {
		if err := WriteDiff(&buf, f, o); err != nil {
			return err
		}
	}
	_, err := w.Write(buf.Bytes())
	return err
}
