//go:build !unix

package session

import "time"

func cpuTime() time.Duration { return 0 }
