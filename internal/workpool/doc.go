// Package workpool runs independent jobs on a bounded number of
// goroutines: [Ordered] hands results back in job order (so output is
// deterministic however the jobs are scheduled) while holding only a
// bounded window of them in memory; [Run] just runs every job.
package workpool
