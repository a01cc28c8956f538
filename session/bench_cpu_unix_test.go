//go:build unix

package session

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time (user + system) used by this process so far. On a
// busy machine it measures a single-core benchmark better than wall time.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
