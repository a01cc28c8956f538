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
