//go:build unix

package main

import (
	"os"
	"syscall"

	"github.com/rogpeppe/go-internal/testscript"
)

// cmdMkfifo creates a FIFO for scripts ([fifo] guards them).
func cmdMkfifo(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: mkfifo PATH")
	}
	ts.Check(syscall.Mkfifo(ts.MkAbs(args[0]), 0o600))
}

// cmdMknull creates a character device like /dev/null in the script's
// directory ([root] guards it), so a test never risks the real one.
func cmdMknull(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: mknull PATH")
	}
	var st syscall.Stat_t
	ts.Check(syscall.Stat("/dev/null", &st))
	ts.Check(syscall.Mknod(ts.MkAbs(args[0]), syscall.S_IFCHR|0o666, int(st.Rdev)))
}

// scriptCondition adds [fifo] (FIFOs can be made) and [root] (devices can
// be made) to testscript's conditions.
func scriptCondition(cond string) (bool, error) {
	switch cond {
	case "fifo":
		return true, nil
	case "root":
		return os.Geteuid() == 0, nil
	}
	return false, errUnknownCondition(cond)
}
