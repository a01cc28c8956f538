package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"sort"
	"strings"
)

// trufflehogExamples builds corpus B from the pattern tests of
// trufflehog's detectors (pkg/detectors/<name>/<name>_test.go in a
// checked-out tree, or _test.go.txt as bench/recall.sh extracts them;
// integration tests are skipped). The test files are
// parsed, never built: every composite literal with an `input` string and
// a `want` []string is a case; the package's and the test function's
// string variables are evaluated. A case whose want is empty is a negative
// example (a decoy). In a positive case the secrets are the wanted values
// that occur in the input (a wanted value that does not, such as
// "user:secret" built from two parts, contributes its parts of 6 bytes or
// more that do). Up to perDetector positive cases per detector are kept,
// and half as many negatives.
func trufflehogExamples(root string, perDetector int) ([]example, extraction, error) {
	ex := extraction{Source: "trufflehog pkg/detectors/*/*_test.go"}
	det := filepath.Join(root, "pkg", "detectors")
	var files []string
	err := filepath.WalkDir(det, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		n := d.Name()
		// *_test.go in a checked-out tree, *_test.go.txt as recall.sh
		// extracts them (so the go tool and gofmt never see them)
		test := strings.HasSuffix(n, "_test.go") || strings.HasSuffix(n, "_test.go.txt")
		if !d.IsDir() && test && !strings.Contains(n, "integration") {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return nil, ex, err
	}
	sort.Strings(files)
	fset := token.NewFileSet()
	byDet := map[string][]example{}
	negDet := map[string][]example{}
	var names []string
	for _, p := range files {
		f, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			ex.Dropped++
			continue
		}
		rel, _ := filepath.Rel(det, filepath.Dir(p))
		name := filepath.ToSlash(rel)
		pos, neg, dropped := testCases(f, name)
		ex.Dropped += dropped
		if len(pos)+len(neg) == 0 {
			continue
		}
		ex.Files++
		if _, seen := byDet[name]; !seen {
			if _, seen := negDet[name]; !seen {
				names = append(names, name)
			}
		}
		byDet[name] = append(byDet[name], pos...)
		negDet[name] = append(negDet[name], neg...)
	}
	var out []example
	for _, n := range names {
		pos := spread(byDet[n], perDetector)
		neg := spread(negDet[n], max(1, perDetector/2))
		ex.Positive += len(pos)
		ex.Negative += len(neg)
		out = append(out, pos...)
		out = append(out, neg...)
	}
	if ex.Positive == 0 {
		return nil, ex, fmt.Errorf("%s: no trufflehog pattern cases extracted", root)
	}
	return out, ex, nil
}

// testCases returns the positive and negative cases of one test file.
func testCases(f *ast.File, name string) (pos, neg []example, dropped int) {
	e := newEvaluator()
	e.addFile(f, "")
	seen := map[string]bool{}
	for _, d := range f.Decls {
		fd, ok := d.(*ast.FuncDecl)
		if !ok || fd.Body == nil || !strings.HasPrefix(fd.Name.Name, "Test") {
			continue
		}
		sc := scope{}
		for _, st := range fd.Body.List {
			e.exec(st, sc)
		}
		ast.Inspect(fd.Body, func(n ast.Node) bool {
			c, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			var in, want ast.Expr
			for _, el := range c.Elts {
				kv, ok := el.(*ast.KeyValueExpr)
				if !ok {
					continue
				}
				if k, ok := kv.Key.(*ast.Ident); ok {
					switch k.Name {
					case "input":
						in = kv.Value
					case "want":
						want = kv.Value
					}
				}
			}
			if in == nil || want == nil {
				return true
			}
			iv, err := e.eval(in, sc)
			wv, err2 := e.eval(want, sc)
			if err != nil || err2 != nil || !iv.isString() || !wv.isList() {
				dropped++
				return false
			}
			text := strings.TrimSpace(iv.s)
			if text == "" || len(text) > 4096 || seen[text] {
				return false
			}
			seen[text] = true
			if len(wv.list) == 0 {
				neg = append(neg, example{Corpus: "trufflehog", Family: name, Text: text, Decoy: true})
				return false
			}
			if s := secretsIn(text, wv.list); len(s) > 0 {
				pos = append(pos, example{Corpus: "trufflehog", Family: name, Text: text, Secrets: s})
			} else {
				dropped++
			}
			return false
		})
	}
	return pos, neg, dropped
}

// secretsIn returns the wanted values found in text and, for a wanted
// value built from parts ("id:secret", "secret" + "url"), the token-like
// parts found in it: user names, hosts, URLs and JSON keys of such values
// are not what a redactor must remove.
func secretsIn(text string, want []string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, w := range want {
		if len(w) >= 6 && strings.Contains(text, w) {
			add(w)
			continue
		}
		for _, p := range strings.FieldsFunc(w, func(r rune) bool { return strings.ContainsRune(":;|, \t\n", r) }) {
			if tokenLike(p) && strings.Contains(text, p) {
				add(p)
			}
		}
	}
	return out
}

// tokenLike reports whether p looks like a credential rather than an
// identifier, host or word: 8 bytes or more, no URL, host, e-mail, quote
// or template characters, and at least two of digits, upper and lower
// case letters.
func tokenLike(p string) bool {
	if len(p) < 8 || strings.ContainsAny(p, "/.@\"'${}<>") {
		return false
	}
	var d, u, l int
	for _, c := range []byte(p) {
		switch {
		case c >= '0' && c <= '9':
			d = 1
		case c >= 'A' && c <= 'Z':
			u = 1
		case c >= 'a' && c <= 'z':
			l = 1
		}
	}
	return d+u+l >= 2
}
