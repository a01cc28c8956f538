// Package heaptest measures the live heap for the tests that guard how
// much memory a structure holds per line or per entry (issue 12's bound
// on a 1 GB session).
package heaptest
