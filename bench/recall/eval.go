package main

import (
	"encoding/base64"
	"errors"
	"fmt"
	"go/ast"
	"go/token"
	"sort"
	"strconv"
	"strings"
)

// value is what the evaluator computes: a string, an int, or a list of
// strings (a []string literal, a map's values, an append).
type value struct {
	s    string
	n    int
	list []string
	kind byte // 's', 'n', 'l'
}

func str(s string) value       { return value{s: s, kind: 's'} }
func list(l []string) value    { return value{list: l, kind: 'l'} }
func (v value) isList() bool   { return v.kind == 'l' }
func (v value) isString() bool { return v.kind == 's' }

var errUnsupported = errors.New("unsupported expression")

// evaluator computes the string values of Go expressions in other
// projects' sources without building or running them: string and int
// literals, concatenation, fmt.Sprintf, a few strings/base64 helpers,
// []string and map literals, append, identifiers bound in scope, and calls
// of functions whose body is a single return (their parameters bound to
// the arguments). Calls it cannot model are resolved by hooks (the caller
// gives, e.g., a regex sample generator for secrets.NewSecret). Anything
// else is errUnsupported, and the caller drops that one sample.
type evaluator struct {
	// funcs are the single-return functions that may be called, by
	// "pkg.Name" (pkg is the selector used at the call site) or "Name".
	funcs map[string]*ast.FuncDecl
	// globals are package-level var and const initialisers by name.
	globals map[string]ast.Expr
	// hooks resolve calls by "pkg.Name" before funcs are tried.
	hooks map[string]func(args []value) (value, error)
	depth int
}

type scope map[string]value

func newEvaluator() *evaluator {
	return &evaluator{funcs: map[string]*ast.FuncDecl{}, globals: map[string]ast.Expr{}, hooks: map[string]func([]value) (value, error){}}
}

// addFile registers the file's functions (under prefix+"."+name, or bare
// name when prefix is empty) and package-level declarations.
func (e *evaluator) addFile(f *ast.File, prefix string) {
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Recv != nil {
				continue
			}
			name := d.Name.Name
			if prefix != "" {
				name = prefix + "." + name
			}
			e.funcs[name] = d
		case *ast.GenDecl:
			if d.Tok != token.VAR && d.Tok != token.CONST {
				continue
			}
			for _, sp := range d.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i < len(vs.Values) {
						e.globals[n.Name] = vs.Values[i]
					}
				}
			}
		}
	}
}

func (e *evaluator) eval(x ast.Expr, sc scope) (value, error) {
	e.depth++
	defer func() { e.depth-- }()
	if e.depth > 64 {
		return value{}, errUnsupported
	}
	switch x := x.(type) {
	case *ast.BasicLit:
		switch x.Kind {
		case token.STRING, token.CHAR:
			s, err := strconv.Unquote(x.Value)
			return str(s), err
		case token.INT:
			n, err := strconv.Atoi(x.Value)
			return value{n: n, kind: 'n'}, err
		}
	case *ast.ParenExpr:
		return e.eval(x.X, sc)
	case *ast.Ident:
		if v, ok := sc[x.Name]; ok {
			return v, nil
		}
		if g, ok := e.globals[x.Name]; ok {
			return e.eval(g, nil)
		}
		if x.Name == "nil" {
			return list(nil), nil
		}
	case *ast.BinaryExpr:
		if x.Op != token.ADD {
			break
		}
		a, err := e.eval(x.X, sc)
		if err != nil {
			return a, err
		}
		b, err := e.eval(x.Y, sc)
		if err != nil {
			return b, err
		}
		if a.kind == 's' && b.kind == 's' {
			return str(a.s + b.s), nil
		}
		if a.kind == 'n' && b.kind == 'n' {
			return value{n: a.n + b.n, kind: 'n'}, nil
		}
	case *ast.CompositeLit:
		return e.composite(x, sc)
	case *ast.CallExpr:
		return e.call(x, sc)
	}
	return value{}, fmt.Errorf("%w: %T", errUnsupported, x)
}

// composite evaluates []string{...} (elements it cannot evaluate are
// skipped) and map[...]string{...} (values, ordered by key text).
func (e *evaluator) composite(x *ast.CompositeLit, sc scope) (value, error) {
	switch t := x.Type.(type) {
	case *ast.ArrayType:
		if id, ok := t.Elt.(*ast.Ident); !ok || id.Name != "string" {
			return value{}, errUnsupported
		}
		var out []string
		for _, el := range x.Elts {
			v, err := e.eval(el, sc)
			if err == nil && v.isString() {
				out = append(out, v.s)
			}
		}
		return list(out), nil
	case *ast.MapType:
		type kv struct{ k, v string }
		var kvs []kv
		for _, el := range x.Elts {
			p, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			k, err1 := e.eval(p.Key, sc)
			v, err2 := e.eval(p.Value, sc)
			if err1 == nil && err2 == nil && v.isString() {
				kvs = append(kvs, kv{k.s, v.s})
			}
		}
		sort.Slice(kvs, func(i, j int) bool { return kvs[i].k < kvs[j].k })
		out := make([]string, len(kvs))
		for i, p := range kvs {
			out[i] = p.v
		}
		return list(out), nil
	}
	return value{}, errUnsupported
}

func callName(fn ast.Expr) string {
	switch f := fn.(type) {
	case *ast.Ident:
		return f.Name
	case *ast.SelectorExpr:
		if p, ok := f.X.(*ast.Ident); ok {
			return p.Name + "." + f.Sel.Name
		}
		if p, ok := f.X.(*ast.SelectorExpr); ok { // base64.StdEncoding.EncodeToString
			if q, ok := p.X.(*ast.Ident); ok {
				return q.Name + "." + p.Sel.Name + "." + f.Sel.Name
			}
		}
	case *ast.ArrayType: // []byte(x)
		if id, ok := f.Elt.(*ast.Ident); ok {
			return "[]" + id.Name
		}
	}
	return ""
}

func (e *evaluator) args(x *ast.CallExpr, sc scope) ([]value, error) {
	out := make([]value, 0, len(x.Args))
	for _, a := range x.Args {
		v, err := e.eval(a, sc)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

func (e *evaluator) call(x *ast.CallExpr, sc scope) (value, error) {
	name := callName(x.Fun)
	args, err := e.args(x, sc)
	if err != nil {
		return value{}, err
	}
	if h, ok := e.hooks[name]; ok {
		return h(args)
	}
	one := func() (string, bool) {
		if len(args) == 1 && args[0].isString() {
			return args[0].s, true
		}
		return "", false
	}
	switch name {
	case "fmt.Sprintf":
		if len(args) == 0 || !args[0].isString() {
			break
		}
		vs := make([]any, 0, len(args)-1)
		for _, a := range args[1:] {
			switch a.kind {
			case 's':
				vs = append(vs, a.s)
			case 'n':
				vs = append(vs, a.n)
			default:
				return value{}, errUnsupported
			}
		}
		return str(fmt.Sprintf(args[0].s, vs...)), nil
	case "strings.Repeat":
		if len(args) == 2 && args[0].isString() && args[1].kind == 'n' && args[1].n >= 0 && args[1].n < 1<<16 {
			return str(strings.Repeat(args[0].s, args[1].n)), nil
		}
	case "strings.ToUpper":
		if s, ok := one(); ok {
			return str(strings.ToUpper(s)), nil
		}
	case "strings.ToLower":
		if s, ok := one(); ok {
			return str(strings.ToLower(s)), nil
		}
	case "strings.TrimSpace":
		if s, ok := one(); ok {
			return str(strings.TrimSpace(s)), nil
		}
	case "[]byte", "string":
		if s, ok := one(); ok {
			return str(s), nil
		}
	case "base64.StdEncoding.EncodeToString":
		if s, ok := one(); ok {
			return str(base64.StdEncoding.EncodeToString([]byte(s))), nil
		}
	case "base64.URLEncoding.EncodeToString":
		if s, ok := one(); ok {
			return str(base64.URLEncoding.EncodeToString([]byte(s))), nil
		}
	case "base64.RawURLEncoding.EncodeToString":
		if s, ok := one(); ok {
			return str(base64.RawURLEncoding.EncodeToString([]byte(s))), nil
		}
	case "append":
		if len(args) == 0 || !args[0].isList() {
			break
		}
		out := append([]string(nil), args[0].list...)
		for _, a := range args[1:] {
			switch a.kind {
			case 's':
				out = append(out, a.s)
			case 'l':
				out = append(out, a.list...) // append(x, y...)
			}
		}
		return list(out), nil
	}
	if fd, ok := e.funcs[name]; ok {
		return e.apply(fd, args)
	}
	return value{}, fmt.Errorf("%w: call %s", errUnsupported, name)
}

// apply runs a function whose body ends in a single-value return, binding
// its parameters and any simple assignments before the return.
func (e *evaluator) apply(fd *ast.FuncDecl, args []value) (value, error) {
	sc := scope{}
	i := 0
	for _, f := range fd.Type.Params.List {
		for _, n := range f.Names {
			if i < len(args) {
				sc[n.Name] = args[i]
			}
			i++
		}
	}
	for _, st := range fd.Body.List {
		switch st := st.(type) {
		case *ast.ReturnStmt:
			if len(st.Results) != 1 {
				return value{}, errUnsupported
			}
			return e.eval(st.Results[0], sc)
		default:
			e.exec(st, sc)
		}
	}
	return value{}, errUnsupported
}

// exec binds the names a simple statement assigns (x := expr, x = expr,
// var x = expr); statements it cannot evaluate leave the scope as is.
func (e *evaluator) exec(st ast.Stmt, sc scope) {
	switch st := st.(type) {
	case *ast.AssignStmt:
		if len(st.Lhs) != len(st.Rhs) {
			return
		}
		for i, l := range st.Lhs {
			id, ok := l.(*ast.Ident)
			if !ok {
				continue
			}
			if v, err := e.eval(st.Rhs[i], sc); err == nil {
				sc[id.Name] = v
			}
		}
	case *ast.DeclStmt:
		g, ok := st.Decl.(*ast.GenDecl)
		if !ok {
			return
		}
		for _, sp := range g.Specs {
			vs, ok := sp.(*ast.ValueSpec)
			if !ok {
				continue
			}
			for i, n := range vs.Names {
				if i < len(vs.Values) {
					if v, err := e.eval(vs.Values[i], sc); err == nil {
						sc[n.Name] = v
					}
				}
			}
		}
	}
}
