//go:build !unix

package progress

// TerminalWidth is 0 (unknown) where the window size cannot be asked.
func TerminalWidth(any) int { return 0 }
