package pipeline

import (
	"os"
	"runtime"
	"slices"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/mmap"
	"github.com/omp-redact/omp-redact/internal/workpool"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/session"
)

// FirstPass runs detection over every input of a redact with several
// files before anything is written, so that a secret found in one file of
// the run (a subagent's session, a tool log, a .bak copy) is removed from
// all of them, in every form (see redact.Run). It returns the engine of
// the second pass, which reuses each file's analysis: the detectors run
// once per file. Standard input cannot be read twice and is left out: its
// own secrets are still propagated within it, and the run's into it.
// Inputs that cannot be read or parsed are skipped here; the second pass
// reports them.
func FirstPass(eng *redact.Engine, ins []inputs.Input, limits inputs.Limits) *redact.Engine {
	if len(ins) < 2 {
		return eng
	}
	run := eng.NewRun()
	files := slices.DeleteFunc(slices.Clone(ins), func(in inputs.Input) bool { return in.Path == "-" })
	workpool.Run(len(files), min(runtime.GOMAXPROCS(0), 8), func(i int) { analyzeInput(run, files[i], limits) })
	return run.Engine()
}

// analyzeInput reads in as runOne does (large sessions mapped) and adds
// it to run.
func analyzeInput(run *redact.Run, in inputs.Input, limits inputs.Limits) {
	var data []byte
	var err error
	var releaseFn func(off, n int64)
	if inputs.Size(in.Path) >= limits.MapFrom && !in.Text {
		var unmap func()
		data, releaseFn, unmap, err = mmap.Map(in.Path)
		if err == nil {
			defer unmap()
		}
	} else {
		data, err = os.ReadFile(in.Path)
	}
	if err != nil {
		return
	}
	if in.Text {
		run.AddText(in.Path, data)
		return
	}
	s, err := session.ParseBytes(data, in.Path, session.Options{Release: releaseFn})
	if err != nil {
		return
	}
	run.AddSession(s)
}
