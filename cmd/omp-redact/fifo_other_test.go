//go:build !unix

package main

import "github.com/rogpeppe/go-internal/testscript"

func cmdMkfifo(ts *testscript.TestScript, neg bool, args []string) {
	ts.Fatalf("mkfifo: no FIFOs here; guard the script with [fifo]")
}

func cmdMknull(ts *testscript.TestScript, neg bool, args []string) {
	ts.Fatalf("mknull: no devices here; guard the script with [root]")
}

// scriptCondition: neither FIFOs nor devices can be made here.
func scriptCondition(cond string) (bool, error) {
	switch cond {
	case "fifo", "root":
		return false, nil
	}
	return false, errUnknownCondition(cond)
}
