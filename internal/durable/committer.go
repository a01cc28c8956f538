package durable

import "sync"

// Output is a staged file waiting for its commit; Done records it (in
// the caller's report) once it has its final name or failed to get it.
type Output struct {
	File *File
	Size int64
	Done func(err error) error
}

// Committer commits staged outputs in batches (see Commit) on its own
// goroutine, so the producer never waits on a flush while workers could
// use the CPU. Done callbacks run in the order the outputs were added,
// holding the committer's lock: a caller that records results which were
// not staged holds it too (Lock, Unlock), so records never interleave.
type Committer struct {
	mu      sync.Mutex
	err     error // the first error a done callback returned
	aborted bool  // remove what is left instead of committing it

	maxFiles int
	maxBytes int64
	ch       chan []Output
	wg       sync.WaitGroup
	batch    []Output
	bytes    int64
}

// NewCommitter starts a committer whose batches hold at most maxFiles
// files or maxBytes bytes: large enough that the flush before the
// renames is paid rarely, small enough that outputs appear as a run goes.
func NewCommitter(maxFiles int, maxBytes int64) *Committer {
	c := &Committer{ch: make(chan []Output, 1), maxFiles: maxFiles, maxBytes: maxBytes}
	c.wg.Add(1)
	go c.run()
	return c
}

func (c *Committer) run() {
	defer c.wg.Done()
	for batch := range c.ch {
		c.mu.Lock()
		skip := c.aborted || c.err != nil
		c.mu.Unlock()
		if skip {
			for _, o := range batch {
				Remove(o.File.Tmp)
			}
			continue
		}
		files := make([]*File, len(batch))
		for i, o := range batch {
			files[i] = o.File
		}
		errs := Commit(files)
		c.mu.Lock()
		for i, o := range batch {
			if err := o.Done(errs[i]); err != nil && c.err == nil {
				c.err = err
			}
		}
		c.mu.Unlock()
	}
}

// Lock holds back Done callbacks while the caller records a result of
// its own.
func (c *Committer) Lock() { c.mu.Lock() }

// Unlock ends what Lock began.
func (c *Committer) Unlock() { c.mu.Unlock() }

// Add queues an output; a full batch goes to the committing goroutine
// (the call waits only while the batch before it is still being
// committed). The caller must not hold the lock.
func (c *Committer) Add(o Output) {
	c.batch = append(c.batch, o)
	c.bytes += o.Size
	if len(c.batch) >= c.maxFiles || c.bytes >= c.maxBytes {
		c.flush()
	}
}

func (c *Committer) flush() {
	if len(c.batch) > 0 {
		c.ch <- c.batch
		c.batch, c.bytes = nil, 0
	}
}

// Failed returns the first error of a done callback.
func (c *Committer) Failed() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// Close commits what is queued, or with abort removes it, waits for the
// committing goroutine and returns the first error of a done callback.
func (c *Committer) Close(abort bool) error {
	if abort {
		c.mu.Lock()
		c.aborted = true
		c.mu.Unlock()
	}
	c.flush()
	close(c.ch)
	c.wg.Wait()
	return c.err
}
