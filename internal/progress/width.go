package progress

import "strconv"

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
