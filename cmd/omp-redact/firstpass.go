package main

import (
	"os"
	"runtime"
	"sync"

	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/session"
)

// firstPass runs detection over every input of a redact with several
// files before anything is written, so that a secret found in one file of
// the run (a subagent's session, a tool log, a .bak copy) is removed from
// all of them, in every form (see redact.Run). It returns the engine of
// the second pass, which reuses each file's analysis: the detectors run
// once per file. Standard input cannot be read twice and is left out: its
// own secrets are still propagated within it, and the run's into it.
// Inputs that cannot be read or parsed are skipped here; the second pass
// reports them.
func firstPass(io *IO, eng *redact.Engine, inputs []input) *redact.Engine {
	if len(inputs) < 2 {
		return eng
	}
	run := eng.NewRun()
	next := make(chan input)
	var wg sync.WaitGroup
	for w := 0; w < min(runtime.GOMAXPROCS(0), 8); w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for in := range next {
				analyzeInput(io, run, in)
			}
		}()
	}
	for _, in := range inputs {
		if in.path != "-" {
			next <- in
		}
	}
	close(next)
	wg.Wait()
	return run.Engine()
}

// analyzeInput reads in as runOne does (large sessions mapped) and adds
// it to run.
func analyzeInput(io *IO, run *redact.Run, in input) {
	var data []byte
	var err error
	var releaseFn func(off, n int64)
	if fileSize(in.path) >= mapLimit(io) && !in.text {
		var unmap func()
		data, releaseFn, unmap, err = mapFile(in.path)
		if err == nil {
			defer unmap()
		}
	} else {
		data, err = os.ReadFile(in.path)
	}
	if err != nil {
		return
	}
	if in.text {
		run.AddText(in.path, data)
		return
	}
	s, err := session.ParseBytes(data, in.path, session.Options{Release: releaseFn})
	if err != nil {
		return
	}
	run.AddSession(s)
}
