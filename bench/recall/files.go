package main

import (
	"os"
	"path/filepath"
	"sort"
)

// eachFile calls fn with the name and bytes of every regular file of dir
// whose name keep accepts, in name order (the corpora must not depend on
// the order a file system lists a directory).
func eachFile(dir string, keep func(name string) bool, fn func(name string, b []byte) error) error {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var files []string
	for _, e := range ents {
		if n := e.Name(); !e.IsDir() && keep(n) {
			files = append(files, n)
		}
	}
	sort.Strings(files)
	for _, n := range files {
		b, err := os.ReadFile(filepath.Join(dir, n))
		if err != nil {
			return err
		}
		if err := fn(n, b); err != nil {
			return err
		}
	}
	return nil
}
