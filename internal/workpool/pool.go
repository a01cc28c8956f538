package workpool

import "sync"

// Ordered runs work(0) … work(n-1) on up to workers goroutines and hands
// each result to each in index order. At most window jobs are started
// but not yet consumed, so a run over many large files holds only a few
// of them at once (window >= 1; a window larger than workers lets
// workers run ahead of a slow consumer).
//
// Once each returns an error, every later result goes to skip instead
// (a failed run releases what its workers made) and Ordered returns that
// first error after all workers have stopped. skip may be nil.
func Ordered[T any](n, workers, window int, work func(i int) T, each func(T) error, skip func(T)) error {
	workers, window = max(workers, 1), max(window, 1)
	slots := make([]chan T, n)
	for i := range slots {
		slots[i] = make(chan T, 1)
	}
	sem := make(chan struct{}, window) // jobs started but not yet consumed
	next := make(chan int)
	go func() {
		for i := range n {
			sem <- struct{}{}
			next <- i
		}
		close(next)
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				slots[i] <- work(i)
			}
		}()
	}
	var firstErr error
	for i := range n {
		v := <-slots[i]
		if firstErr == nil {
			firstErr = each(v)
		} else if skip != nil {
			skip(v)
		}
		<-sem
	}
	wg.Wait()
	return firstErr
}

// Run runs work(0) … work(n-1) on up to workers goroutines and returns
// when all are done.
func Run(n, workers int, work func(i int)) {
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(min(workers, n), 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				work(i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}
