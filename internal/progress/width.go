package progress

import (
	"os"
	"strconv"
)

// Width is the number of columns output to w must fit in: $COLUMNS (from
// getenv, which may be nil), else the width of the terminal w writes to,
// else 80.
func Width(getenv func(string) string, w any) int {
	if getenv != nil {
		if n, err := strconv.Atoi(getenv("COLUMNS")); err == nil && n > 0 {
			return n
		}
	}
	if n := TerminalWidth(w); n > 0 {
		return n
	}
	return 80
}

// IsTerminal reports whether f is a character device (a terminal), without
// pulling in a terminal library.
func IsTerminal(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	return fi.Mode()&os.ModeCharDevice != 0
}
