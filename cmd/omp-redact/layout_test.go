package main

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Bounds that keep the command layer thin (issue 12): it parses flags,
// calls library packages and prints; library logic belongs in a package
// with one job.
const (
	cmdLineLimit = 1500 // non-test Go lines of cmd/omp-redact stay under it
	maxFuncLine  = 80   // lines of any one function in cmd/omp-redact
)

// TestCommandLayerStaysThin fails when cmd/omp-redact's non-test Go files
// reach cmdLineLimit lines or any function in them grows past maxFuncLine.
func TestCommandLayerStaysThin(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil || len(files) == 0 {
		t.Fatalf("no Go files: %v", err)
	}
	fset := token.NewFileSet()
	total := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		total += bytes.Count(src, []byte("\n"))
		af, err := parser.ParseFile(fset, f, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range af.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok {
				continue
			}
			if n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1; n > maxFuncLine {
				t.Errorf("%s: func %s has %d lines (at most %d): move its logic into a package", f, fd.Name.Name, n, maxFuncLine)
			}
		}
	}
	if total >= cmdLineLimit {
		t.Errorf("cmd/omp-redact has %d non-test lines (must stay under %d): move library logic into packages", total, cmdLineLimit)
	}
	t.Logf("cmd/omp-redact: %d non-test lines", total)
}
