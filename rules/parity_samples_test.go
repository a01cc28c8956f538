package rules

import (
	"encoding/base64"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math/rand"
	"os/exec"
	"path/filepath"
	"regexp/syntax"
	"sort"
	"strconv"
	"strings"
	"testing"

	glrules "github.com/zricethezav/gitleaks/v8/cmd/generate/config/rules"
	"github.com/zricethezav/gitleaks/v8/cmd/generate/config/utils"
	"github.com/zricethezav/gitleaks/v8/config"
)

// gitleaks builds each default rule in cmd/generate/config/rules/*.go and
// checks it against true-positive (and false-positive) samples given to
// utils.Validate: literal strings, and strings built with
// utils.GenerateSampleSecrets and secrets.NewSecret(regex). The functions
// only return the rule, so the samples are read from the source in the
// module cache: each file is parsed and the expressions handed to
// Validate are evaluated by a small interpreter (literals, +, local
// variables, append, the utils pattern helpers, fmt.Sprintf). Random
// secrets come from a seeded generator, so the samples are the same on
// every run. Samples built in loops or helper functions are skipped and
// counted.

// gitleaksSamples returns gitleaks' own per-rule samples (true and false
// positives), in a fixed order, and how many expressions were skipped.
func gitleaksSamples(tb testing.TB, seed int64) (samples []string, skipped int) {
	tb.Helper()
	dir := gitleaksModuleDir(tb)
	files, _ := filepath.Glob(filepath.Join(dir, "cmd", "generate", "config", "rules", "*.go"))
	if len(files) < 100 {
		tb.Fatalf("gitleaks rule sources: only %d files in %s", len(files), dir)
	}
	sort.Strings(files)
	fset := token.NewFileSet()
	var parsed []*ast.File
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			tb.Fatal(err)
		}
		parsed = append(parsed, af)
	}
	ev := &sampleEval{fset: fset, r: rand.New(rand.NewSource(seed)), globals: map[string]sval{}}
	// package-level variables first (shared sample lists)
	for _, af := range parsed {
		for _, d := range af.Decls {
			if gd, ok := d.(*ast.GenDecl); ok {
				ev.genDecl(gd, ev.globals)
			}
		}
	}
	for _, af := range parsed {
		for _, d := range af.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			ev.function(fd.Body)
		}
	}
	if testing.Verbose() && len(ev.skips) > 0 {
		tb.Logf("gitleaks samples: skipped %v", ev.skips)
	}
	return ev.out, ev.skipped
}

// gitleaksModuleDir returns the directory of the gitleaks module the
// build uses (the module cache after `go mod download`).
func gitleaksModuleDir(tb testing.TB) string {
	tb.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/zricethezav/gitleaks/v8").Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		tb.Fatalf("locating the gitleaks module (run go mod download): %v", err)
	}
	return dir
}

// sval is an evaluated expression: one string, or a list of strings.
type sval struct {
	list []string
	one  string
	many bool
}

func (v sval) strings() []string {
	if v.many {
		return v.list
	}
	return []string{v.one}
}

type sampleEval struct {
	fset    *token.FileSet
	skips   []string // positions of the skipped expressions
	r       *rand.Rand
	globals map[string]sval
	out     []string
	skipped int
}

// function evaluates the assignments of a rule function in order and
// collects what is passed to utils.Validate / ValidateWithPaths.
func (ev *sampleEval) function(body *ast.BlockStmt) {
	vars := map[string]sval{}
	ast.Inspect(body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.FuncLit:
			return false
		case *ast.DeclStmt:
			if gd, ok := n.Decl.(*ast.GenDecl); ok {
				ev.genDecl(gd, vars)
			}
			return false
		case *ast.AssignStmt:
			if len(n.Lhs) != 1 || len(n.Rhs) != 1 {
				return true
			}
			id, ok := n.Lhs[0].(*ast.Ident)
			if !ok {
				return true
			}
			if v, ok := ev.eval(n.Rhs[0], vars); ok {
				vars[id.Name] = v // else keep the old value
			}
			return false
		case *ast.CallExpr:
			if sel, ok := n.Fun.(*ast.SelectorExpr); ok && isPkg(sel.X, "utils") &&
				(sel.Sel.Name == "Validate" || sel.Sel.Name == "ValidateWithPaths") && len(n.Args) == 3 {
				for _, a := range n.Args[1:] {
					if id, ok := a.(*ast.Ident); ok && id.Name == "nil" {
						continue
					}
					if v, ok := ev.eval(a, vars); ok {
						ev.out = append(ev.out, v.strings()...)
					} else {
						ev.skip(a)
					}
				}
				return false
			}
		}
		return true
	})
}

func (ev *sampleEval) genDecl(gd *ast.GenDecl, vars map[string]sval) {
	for _, sp := range gd.Specs {
		vs, ok := sp.(*ast.ValueSpec)
		if !ok || len(vs.Names) != len(vs.Values) {
			continue
		}
		for i, name := range vs.Names {
			if v, ok := ev.eval(vs.Values[i], vars); ok {
				vars[name.Name] = v
			}
		}
	}
}

func (ev *sampleEval) skip(e ast.Expr) {
	ev.skipped++
	if ev.fset != nil {
		p := ev.fset.Position(e.Pos())
		ev.skips = append(ev.skips, fmt.Sprintf("%s:%d", filepath.Base(p.Filename), p.Line))
	}
}

// isStringsType reports []string and map[…]string.
func isStringsType(t ast.Expr) bool {
	var elt ast.Expr
	switch t := t.(type) {
	case *ast.ArrayType:
		elt = t.Elt
	case *ast.MapType:
		elt = t.Value
	default:
		return false
	}
	id, ok := elt.(*ast.Ident)
	return ok && id.Name == "string"
}

func isPkg(x ast.Expr, name string) bool {
	id, ok := x.(*ast.Ident)
	return ok && id.Name == name
}

// eval evaluates e, or reports false when e is outside the subset.
func (ev *sampleEval) eval(e ast.Expr, vars map[string]sval) (sval, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			if e.Kind == token.INT {
				return sval{one: e.Value}, true
			}
			return sval{}, false
		}
		s, err := strconv.Unquote(e.Value)
		return sval{one: s}, err == nil
	case *ast.ParenExpr:
		return ev.eval(e.X, vars)
	case *ast.Ident:
		if v, ok := vars[e.Name]; ok {
			return v, true
		}
		v, ok := ev.globals[e.Name]
		return v, ok
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return sval{}, false
		}
		a, ok1 := ev.eval(e.X, vars)
		b, ok2 := ev.eval(e.Y, vars)
		if !ok1 || !ok2 || a.many || b.many {
			return sval{}, false
		}
		return sval{one: a.one + b.one}, true
	case *ast.CompositeLit:
		if !isStringsType(e.Type) {
			return sval{}, false
		}
		var list []string
		for _, el := range e.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				el = kv.Value // map[path]sample: the sample
			}
			if v, ok := ev.eval(el, vars); ok && !v.many {
				list = append(list, v.one)
			} else {
				ev.skip(el)
			}
		}
		return sval{list: list, many: true}, true
	case *ast.CallExpr:
		return ev.call(e, vars)
	}
	return sval{}, false
}

func (ev *sampleEval) call(e *ast.CallExpr, vars map[string]sval) (sval, bool) {
	var args []sval
	if id, ok := e.Fun.(*ast.Ident); ok && id.Name == "append" && len(e.Args) > 0 {
		base, ok := ev.eval(e.Args[0], vars)
		if !ok || !base.many {
			return sval{}, false
		}
		list := append([]string(nil), base.list...)
		for _, a := range e.Args[1:] {
			if v, ok := ev.eval(a, vars); ok {
				list = append(list, v.strings()...)
			} else {
				ev.skip(a) // keep what evaluates
			}
		}
		return sval{list: list, many: true}, true
	}
	if id, ok := e.Fun.(*ast.Ident); ok && id.Name == "newPlausibleSecret" && len(e.Args) == 1 {
		// generic.go: NewSecret until it holds [1-9] and no stopword
		re, ok := ev.eval(e.Args[0], vars)
		if !ok || re.many {
			return sval{}, false
		}
		stop := &config.Allowlist{StopWords: glrules.DefaultStopWords}
		for {
			s, ok := sampleFromRegex(re.one, ev.r)
			if !ok {
				return sval{}, false
			}
			if hasStop, _ := stop.ContainsStopWord(s); !hasStop && strings.ContainsAny(s, "123456789") {
				return sval{one: s}, true
			}
		}
	}
	if t, ok := e.Fun.(*ast.ArrayType); ok && len(e.Args) == 1 && isPkg(t.Elt, "byte") {
		return ev.eval(e.Args[0], vars) // []byte(s)
	}
	sel, ok := e.Fun.(*ast.SelectorExpr)
	if !ok {
		return sval{}, false
	}
	if enc, ok := sel.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "EncodeToString" && len(e.Args) == 1 {
		v, ok := ev.eval(e.Args[0], vars)
		b64 := map[string]*base64.Encoding{"StdEncoding": base64.StdEncoding, "URLEncoding": base64.URLEncoding,
			"RawStdEncoding": base64.RawStdEncoding, "RawURLEncoding": base64.RawURLEncoding}[enc.Sel.Name]
		if !ok || v.many || b64 == nil {
			return sval{}, false
		}
		return sval{one: b64.EncodeToString([]byte(v.one))}, true
	}
	pkg, ok := sel.X.(*ast.Ident)
	if !ok {
		return sval{}, false
	}
	for _, a := range e.Args {
		v, ok := ev.eval(a, vars)
		if !ok || v.many {
			return sval{}, false
		}
		args = append(args, v)
	}
	str := func(i int) string { return args[i].one }
	switch pkg.Name + "." + sel.Sel.Name {
	case "secrets.NewSecret":
		if len(args) == 1 {
			s, ok := sampleFromRegex(str(0), ev.r)
			return sval{one: s}, ok
		}
	case "utils.GenerateSampleSecrets":
		if len(args) == 2 {
			l := utils.GenerateSampleSecrets(str(0), str(1))
			sort.Strings(l) // built from a map: fix the order
			return sval{list: l, many: true}, true
		}
	case "utils.GenerateSampleSecret":
		if len(args) == 2 {
			return sval{one: utils.GenerateSampleSecret(str(0), str(1))}, true
		}
	case "utils.Numeric", "utils.Hex", "utils.AlphaNumeric", "utils.AlphaNumericExtendedShort",
		"utils.AlphaNumericExtended", "utils.AlphaNumericExtendedLong":
		if len(args) == 1 {
			f := map[string]func(string) string{
				"Numeric": utils.Numeric, "Hex": utils.Hex, "AlphaNumeric": utils.AlphaNumeric,
				"AlphaNumericExtendedShort": utils.AlphaNumericExtendedShort,
				"AlphaNumericExtended":      utils.AlphaNumericExtended,
				"AlphaNumericExtendedLong":  utils.AlphaNumericExtendedLong,
			}[sel.Sel.Name]
			return sval{one: f(str(0))}, true
		}
	case "utils.Hex8_4_4_4_12":
		return sval{one: utils.Hex8_4_4_4_12()}, true
	case "fmt.Sprintf":
		if len(args) >= 1 {
			rest := make([]any, len(args)-1)
			for i := range rest {
				rest[i] = str(i + 1)
			}
			return sval{one: fmt.Sprintf(str(0), rest...)}, true
		}
	case "strings.Repeat":
		if n, err := strconv.Atoi(str(1)); len(args) == 2 && err == nil && n >= 0 && n < 1000 {
			return sval{one: strings.Repeat(str(0), n)}, true
		}
	}
	return sval{}, false
}

// sampleFromRegex returns a random string matched by pattern, as
// gitleaks' secrets.NewSecret does (reggen with limit 1: x* repeats at
// most once, x+ once, x{n,} n or n+1 times), but from a seeded source.
func sampleFromRegex(pattern string, r *rand.Rand) (string, bool) {
	re, err := syntax.Parse(pattern, syntax.Perl)
	if err != nil {
		return "", false
	}
	var b strings.Builder
	var gen func(re *syntax.Regexp)
	repeat := func(re *syntax.Regexp, n int) {
		for i := 0; i < n; i++ {
			gen(re.Sub[0])
		}
	}
	gen = func(re *syntax.Regexp) {
		switch re.Op {
		case syntax.OpLiteral:
			for _, c := range re.Rune {
				b.WriteRune(c)
			}
		case syntax.OpCharClass:
			var n int
			for i := 0; i+1 < len(re.Rune); i += 2 {
				n += int(min(re.Rune[i+1], 0x7e) - min(re.Rune[i], 0x7f) + 1)
			}
			if n <= 0 {
				return
			}
			k := r.Intn(n)
			for i := 0; i+1 < len(re.Rune); i += 2 {
				lo, hi := min(re.Rune[i], 0x7f), min(re.Rune[i+1], 0x7e)
				if w := int(hi - lo + 1); w > 0 {
					if k < w {
						b.WriteRune(lo + rune(k))
						return
					}
					k -= w
				}
			}
		case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
			b.WriteByte(byte(' ' + r.Intn(95)))
		case syntax.OpCapture:
			gen(re.Sub[0])
		case syntax.OpConcat:
			for _, s := range re.Sub {
				gen(s)
			}
		case syntax.OpAlternate:
			gen(re.Sub[r.Intn(len(re.Sub))])
		case syntax.OpQuest:
			repeat(re, r.Intn(2))
		case syntax.OpStar:
			repeat(re, r.Intn(2))
		case syntax.OpPlus:
			repeat(re, 1)
		case syntax.OpRepeat:
			n := re.Min
			if re.Max < 0 {
				n += r.Intn(2)
			} else {
				n += r.Intn(re.Max - re.Min + 1)
			}
			repeat(re, n)
		}
	}
	gen(re)
	return b.String(), true
}
