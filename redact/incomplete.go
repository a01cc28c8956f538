package redact

import "errors"

// ErrIncomplete is wrapped by a Result's Fatal error when some of the input
// could not be scanned completely (a user regex ran out of time): the tool
// could not do its job, which the CLI reports as an error (exit 2), not as
// a file found unsafe to write (exit 1).
var ErrIncomplete = errors.New("could not be scanned completely")
