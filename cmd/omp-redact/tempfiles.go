package main

import (
	"os"
	"os/signal"
	"sync"
	"syscall"
)

// temps holds the temporary files written but not yet renamed or
// removed. Outputs wait under temporary names until their batch is
// committed (see commitFiles); an interrupt removes them, so Ctrl-C leaves
// neither half-written outputs nor hidden temporary files behind.
var temps = struct {
	sync.Mutex
	names map[string]bool
}{names: map[string]bool{}}

func trackTemp(name string) {
	temps.Lock()
	temps.names[name] = true
	temps.Unlock()
}

// removeTemp removes a temporary file (if it is still there) and forgets it.
func removeTemp(name string) {
	os.Remove(name)
	forgetTemp(name)
}

// forgetTemp stops tracking a temporary file that was renamed.
func forgetTemp(name string) {
	temps.Lock()
	delete(temps.names, name)
	temps.Unlock()
}

var cleanupOnce sync.Once

// removeTempsOnSignal installs, once per process, a handler that removes
// the tracked temporary files on SIGINT or SIGTERM and exits with the
// shell's code for the signal (130 or 143).
func removeTempsOnSignal() {
	cleanupOnce.Do(func() {
		ch := make(chan os.Signal, 1)
		signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
		go func() {
			sig := <-ch
			temps.Lock() // held until exit: no new file is tracked after this
			removeTempsLocked()
			code := 130
			if sig == syscall.SIGTERM {
				code = 143
			}
			os.Exit(code)
		}()
	})
}

// removeTempsLocked removes every tracked temporary file; temps is locked.
func removeTempsLocked() {
	for name := range temps.names {
		os.Remove(name)
		delete(temps.names, name)
	}
}
