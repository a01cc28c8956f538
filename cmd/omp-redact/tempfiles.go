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
// neither half-written outputs nor hidden temporary files behind. hooks
// run on an interrupt too, before the files are removed (the progress bar
// erases itself there).
var temps = struct {
	sync.Mutex
	names map[string]bool
	hooks []func()
}{names: map[string]bool{}}

// trackTemp records a temporary file, and makes sure an interrupt removes
// it: every command that writes a temporary file gets the handler.
func trackTemp(name string) {
	removeTempsOnSignal()
	temps.Lock()
	temps.names[name] = true
	temps.Unlock()
}

// onInterrupt runs f when SIGINT or SIGTERM ends the process.
func onInterrupt(f func()) {
	removeTempsOnSignal()
	temps.Lock()
	temps.hooks = append(temps.hooks, f)
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

// exitProcess ends the process after an interrupt; tests replace it.
var exitProcess = os.Exit

// removeTempsOnSignal installs, once per process, a handler that removes
// the tracked temporary files on SIGINT or SIGTERM and exits with the
// shell's code for the signal (130 or 143).
func removeTempsOnSignal() {
	cleanupOnce.Do(func() {
		ch := make(chan os.Signal, 1)
		signal.Notify(ch, os.Interrupt, syscall.SIGTERM)
		go func() {
			for sig := range ch {
				interrupted(sig)
			}
		}()
	})
}

// interrupted is the handler's work for one signal. temps stays locked
// until the process exits: no new file is tracked after this.
func interrupted(sig os.Signal) {
	temps.Lock()
	defer temps.Unlock() // reached only when exitProcess returns (tests)
	for _, f := range temps.hooks {
		f()
	}
	removeTempsLocked()
	code := 130
	if sig == syscall.SIGTERM {
		code = 143
	}
	exitProcess(code)
}

// removeTempsLocked removes every tracked temporary file; temps is locked.
func removeTempsLocked() {
	for name := range temps.names {
		os.Remove(name)
		delete(temps.names, name)
	}
}
