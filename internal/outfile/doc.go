// Package outfile writes a command's result files (-o, --report,
// --write-baseline, --review): standard output for "" or "-"; a device or
// FIFO is written as a stream and never replaced by a file; a symlink is
// followed; a regular file is replaced atomically with mode 0600, so a
// reader never sees half a result.
package outfile
