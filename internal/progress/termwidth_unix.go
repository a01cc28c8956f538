//go:build unix

package progress

import (
	"os"

	"golang.org/x/sys/unix"
)

// TerminalWidth is the width in columns of the terminal w writes to, or 0
// when it is not a terminal or does not say.
func TerminalWidth(w any) int {
	f, ok := w.(*os.File)
	if !ok {
		return 0
	}
	ws, err := unix.IoctlGetWinsize(int(f.Fd()), unix.TIOCGWINSZ)
	if err != nil {
		return 0
	}
	return int(ws.Col)
}
