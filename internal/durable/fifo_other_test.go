//go:build !unix

package durable

import "errors"

func mkfifo(string) error { return errors.New("not supported") }
