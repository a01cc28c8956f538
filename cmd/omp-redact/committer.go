package main

import "sync"

// Batch bounds of a committer: large enough that the flush before the
// renames is paid rarely, small enough that outputs appear as the run
// goes.
var (
	commitBatchFiles       = 128
	commitBatchBytes int64 = 256 << 20
)

// stagedOutput is an output waiting for its commit; done records it (in
// the report) once it has its final name or failed to get it.
type stagedOutput struct {
	file *stagedFile
	size int64
	done func(err error) error
}

// committer commits staged outputs in batches (see commitFiles) on its own
// goroutine, so the consumer never waits on a flush while workers could
// use the CPU. done callbacks run in input order, holding mu: the
// consumer holds mu too while it records an output that was not staged.
type committer struct {
	mu      sync.Mutex
	err     error // the first error a done callback returned
	aborted bool  // remove what is left instead of committing it

	ch    chan []stagedOutput
	wg    sync.WaitGroup
	batch []stagedOutput
	bytes int64
}

func newCommitter() *committer {
	c := &committer{ch: make(chan []stagedOutput, 1)}
	c.wg.Add(1)
	go c.run()
	return c
}

func (c *committer) run() {
	defer c.wg.Done()
	for batch := range c.ch {
		c.mu.Lock()
		skip := c.aborted || c.err != nil
		c.mu.Unlock()
		if skip {
			for _, o := range batch {
				removeTemp(o.file.tmp)
			}
			continue
		}
		files := make([]*stagedFile, len(batch))
		for i, o := range batch {
			files[i] = o.file
		}
		errs := commitFiles(files)
		c.mu.Lock()
		for i, o := range batch {
			if err := o.done(errs[i]); err != nil && c.err == nil {
				c.err = err
			}
		}
		c.mu.Unlock()
	}
}

// add queues an output; a full batch goes to the committing goroutine (the
// call waits only while the batch before it is still being committed).
// The caller must not hold mu.
func (c *committer) add(o stagedOutput) {
	c.batch = append(c.batch, o)
	c.bytes += o.size
	if len(c.batch) >= commitBatchFiles || c.bytes >= commitBatchBytes {
		c.flush()
	}
}

func (c *committer) flush() {
	if len(c.batch) > 0 {
		c.ch <- c.batch
		c.batch, c.bytes = nil, 0
	}
}

// failed returns the first error of a done callback.
func (c *committer) failed() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.err
}

// close commits what is queued, or with abort removes it, waits for the
// committing goroutine and returns the first error of a done callback.
func (c *committer) close(abort bool) error {
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
