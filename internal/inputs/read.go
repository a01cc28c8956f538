package inputs

import (
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/omp-redact/omp-redact/internal/mmap"
	"github.com/omp-redact/omp-redact/internal/progress"
	"github.com/omp-redact/omp-redact/session"
)

// Limits bound how inputs are read.
type Limits struct {
	// MaxStdin bounds what is read from standard input, which has no size
	// to check beforehand (a pipe, or /dev/zero redirected to it).
	MaxStdin int64
	// MapFrom is the size from which sessions are mapped and streamed
	// instead of read whole.
	MapFrom int64
}

// DefaultMaxStdin is the bound on standard input unless
// OMP_REDACT_MAX_STDIN says otherwise.
const DefaultMaxStdin = 1 << 30

// LimitsFromEnv returns the default limits, with OMP_REDACT_MAX_STDIN and
// OMP_REDACT_MAP_THRESHOLD (bytes) from getenv: tests lower them to take
// those paths with small inputs. getenv may be nil.
func LimitsFromEnv(getenv func(string) string) Limits {
	l := Limits{MaxStdin: DefaultMaxStdin, MapFrom: mmap.Threshold}
	if getenv == nil {
		return l
	}
	if v := getenv("OMP_REDACT_MAX_STDIN"); v != "" {
		if n, err := strconv.ParseInt(v, 10, 64); err == nil && n > 0 {
			l.MaxStdin = n
		}
	}
	if v := getenv("OMP_REDACT_MAP_THRESHOLD"); v != "" {
		if n, err := strconv.ParseInt(v, 10, 64); err == nil {
			l.MapFrom = n
		}
	}
	return l
}

// ReadAll reads r to its end, but at most limit bytes: more is an error,
// never an out-of-memory crash.
func ReadAll(r io.Reader, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, fmt.Errorf("standard input is larger than %s; give the file as a path instead", progress.Bytes(limit))
	}
	return data, nil
}

// ReadRegular reads a small input file (a key, a policy, a session named
// by a flag), refusing what is not a regular file: a FIFO would block, a
// device might never end.
func ReadRegular(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file (%s)", path, FileType(fi.Mode()))
	}
	return os.ReadFile(path)
}

// Size is the size of the file at path, 0 when it cannot be read.
func Size(path string) int64 {
	fi, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return fi.Size()
}

// UnwrapPath drops the operation and path of an *os.PathError, for a
// caller that names the path itself.
func UnwrapPath(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// LooksLikeJSONL accepts an empty file (an invalid session) and any file
// with at least one line that is or starts like a JSON object.
func LooksLikeJSONL(s *session.Session) bool {
	blank := true
	for _, l := range s.Lines {
		if l.IsRecord() {
			return true
		}
		if t := strings.TrimLeft(string(l.Raw), " \t"); t != "" {
			blank = false
			if t[0] == '{' {
				return true
			}
		}
	}
	return blank
}
