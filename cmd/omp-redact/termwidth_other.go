//go:build !unix

package main

// terminalWidth is 0 (unknown) where the window size cannot be asked.
func terminalWidth(any) int { return 0 }
