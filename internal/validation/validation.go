package validation

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/omp-redact/omp-redact/internal/inputs"
	"github.com/omp-redact/omp-redact/internal/mmap"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/session"
)

// Report is the JSON output of validate.
type Report struct {
	Files []File `json:"files"`
}

// File is the validation of one session file.
type File struct {
	Path     string    `json:"path"`
	Valid    bool      `json:"valid"`
	Version  int       `json:"version"`
	Entries  int       `json:"entries"`
	Problems []Problem `json:"problems"`
}

// Problem is one problem of a file, scrubbed of secrets.
type Problem struct {
	Line     int              `json:"line"`
	EntryID  string           `json:"entryId"`
	Check    string           `json:"check"`
	Severity session.Severity `json:"severity"`
	Message  string           `json:"message"`
}

// ErrStdinTwice: "-" names standard input, which can be read only once.
var ErrStdinTwice = errors.New("- (standard input) given more than once")

// Run validates every session file named by paths ("-" is stdin, read up
// to maxStdin bytes; a directory is searched). Files that could not be
// validated are returned in failed; the others are in the report. A blob
// directory that is not one is an error: no blob could be checked.
func Run(paths []string, stdin io.Reader, maxStdin int64, opts session.ValidateOptions) (rep *Report, failed []error, err error) {
	if opts.BlobDir != "" {
		if fi, err := os.Stat(opts.BlobDir); err != nil || !fi.IsDir() {
			return nil, nil, fmt.Errorf("--blobs %s: not a readable directory", opts.BlobDir)
		}
	}
	rep = &Report{Files: []File{}}
	add := func(data []byte, path string) {
		f, err := dataReleasing(data, path, opts, nil)
		if err != nil {
			failed = append(failed, err)
			return
		}
		rep.Files = append(rep.Files, f)
	}
	seenStdin := false
	for _, arg := range paths {
		if arg == "-" {
			if seenStdin {
				return nil, nil, ErrStdinTwice
			}
			seenStdin = true
			data, err := inputs.ReadAll(stdin, maxStdin)
			if err != nil {
				failed = append(failed, fmt.Errorf("-: %v", err))
				continue
			}
			add(data, "-")
			continue
		}
		files, errs := session.FindFiles(arg)
		failed = append(failed, errs...)
		for _, path := range files {
			if inputs.Size(path) >= mmap.Threshold {
				// A large file is mapped and its pages given back as the
				// checks move through it, as redact and scan do: read
				// whole, a 1 GB session cost 1.1-1.3 GB of memory.
				data, release, done, err := mmap.Map(path)
				if err != nil {
					failed = append(failed, fmt.Errorf("%s: %v", path, inputs.UnwrapPath(err)))
					continue
				}
				f, err := dataReleasing(data, path, opts, release)
				done()
				if err != nil {
					failed = append(failed, err)
					continue
				}
				rep.Files = append(rep.Files, f)
				continue
			}
			data, err := os.ReadFile(path)
			if err != nil {
				failed = append(failed, fmt.Errorf("%s: %v", path, inputs.UnwrapPath(err)))
				continue
			}
			add(data, path)
		}
	}
	return rep, failed, nil
}

// Data parses and validates one file. It returns an error when the data
// is not a session file at all (binary, or no line is a JSON object):
// that is "could not validate", not "invalid".
func Data(data []byte, path string, opts session.ValidateOptions) (File, error) {
	return dataReleasing(data, path, opts, nil)
}

// dataReleasing is Data on a mapped file whose pages release gives back
// (see session.Session.Release).
func dataReleasing(data []byte, path string, opts session.ValidateOptions, release func(off, n int64)) (File, error) {
	s, err := session.ParseBytes(data, path, session.Options{AllowUnknownVersion: true, Release: release})
	if err != nil {
		return File{}, err
	}
	if !inputs.LooksLikeJSONL(s) {
		return File{}, fmt.Errorf("%s: not a session file: no line is a JSON object", path)
	}
	ps := session.Validate(s, opts)
	f := File{
		Path:     path,
		Valid:    !session.HasErrors(ps),
		Version:  s.Version,
		Entries:  len(s.Entries),
		Problems: make([]Problem, 0, len(ps)),
	}
	for _, p := range ps {
		// ids and key paths come from the file: a secret there is masked
		f.Problems = append(f.Problems, Problem{p.Line, redact.Scrub(p.EntryID), p.Check, p.Severity, redact.Scrub(p.Message)})
	}
	return f, nil
}

// Write writes the report as "json" or as text, one "path:problem" line
// per problem.
func (rep *Report) Write(w io.Writer, format string) error {
	if format == "json" {
		enc := json.NewEncoder(w)
		enc.SetEscapeHTML(false)
		enc.SetIndent("", "  ")
		return enc.Encode(rep)
	}
	var b strings.Builder
	for _, f := range rep.Files {
		for _, p := range f.Problems {
			sp := session.Problem{Line: p.Line, Check: p.Check, Severity: p.Severity, Message: p.Message}
			b.WriteString(f.Path)
			b.WriteString(":")
			b.WriteString(sp.String())
			b.WriteString("\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Counts returns the number of invalid files, error problems and
// warnings.
func (rep *Report) Counts() (invalid, errs, warns int) {
	for _, f := range rep.Files {
		if !f.Valid {
			invalid++
		}
		for _, p := range f.Problems {
			if p.Severity == session.SeverityError {
				errs++
			} else {
				warns++
			}
		}
	}
	return invalid, errs, warns
}
