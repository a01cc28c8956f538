// Package heaptest measures the live heap for the tests that guard how
// much memory a structure holds per line or per entry (issue 12's bound
// on a 1 GB session).
package heaptest

import "runtime"

// Live is the live heap after a full collection (two: the first may leave
// objects whose finalizers ran).
func Live() uint64 {
	runtime.GC()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}
