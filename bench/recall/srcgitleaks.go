package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/rs/zerolog"
	"github.com/spf13/viper"
	"github.com/zricethezav/gitleaks/v8/config"
	"github.com/zricethezav/gitleaks/v8/logging"
)

// gitleaksExamples builds corpus A from the true- and false-positive
// samples that gitleaks v8.30.1 validates each default rule with
// (cmd/generate/config/rules/*.go in the module source). The sources are
// parsed, never built: each rule function's statements are evaluated with
// the evaluator, secrets.NewSecret(re) draws a sample of re, and
// utils.GenerateSampleSecrets applies the templates read from its own
// source. The secret inside a true positive is what the rule's regex (from
// the default config, with its secretGroup) captures in it; a sample the
// rule does not match alone is dropped.
func gitleaksExamples(modDir string, seed uint64, perRule int) ([]example, extraction, error) {
	ex := extraction{Source: "gitleaks v8.30.1 cmd/generate/config/rules"}
	cfg, err := gitleaksDefault()
	if err != nil {
		return nil, ex, err
	}
	fset := token.NewFileSet()
	parse := func(dir string) ([]*ast.File, error) {
		names, err := filepath.Glob(filepath.Join(modDir, dir, "*.go"))
		if err != nil {
			return nil, err
		}
		sort.Strings(names)
		var out []*ast.File
		for _, n := range names {
			if strings.HasSuffix(n, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(fset, n, nil, 0)
			if err != nil {
				return nil, err
			}
			out = append(out, f)
		}
		if len(out) == 0 {
			return nil, fmt.Errorf("%s: no Go files in %s", modDir, dir)
		}
		return out, nil
	}
	utilFiles, err := parse("cmd/generate/config/utils")
	if err != nil {
		return nil, ex, err
	}
	ruleFiles, err := parse("cmd/generate/config/rules")
	if err != nil {
		return nil, ex, err
	}
	ex.Files = len(ruleFiles)
	e := newEvaluator()
	for _, f := range utilFiles {
		e.addFile(f, "utils")
	}
	for _, f := range ruleFiles {
		e.addFile(f, "")
	}
	templates, err := sampleTemplates(e)
	if err != nil {
		return nil, ex, err
	}
	var out []example
	for _, f := range ruleFiles {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || fd.Body == nil {
				continue
			}
			r := rng(seed, fd.Name.Name)
			e.hooks["secrets.NewSecret"] = func(a []value) (value, error) {
				if len(a) != 1 || !a[0].isString() {
					return value{}, errUnsupported
				}
				s, err := sampleRegex(r, a[0].s)
				return str(s), err
			}
			e.hooks["utils.GenerateSampleSecrets"] = func(a []value) (value, error) {
				if len(a) != 2 || !a[0].isString() || !a[1].isString() {
					return value{}, errUnsupported
				}
				rep := strings.NewReplacer("{i}", a[0].s, "{I}", strings.ToUpper(a[0].s), "{s}", a[1].s)
				l := make([]string, len(templates))
				for i, t := range templates {
					l[i] = rep.Replace(t)
				}
				return list(l), nil
			}
			id, tps, fps, ok := ruleSamples(e, fd)
			if !ok {
				continue
			}
			rule, known := cfg.Rules[id]
			var pos []example
			for _, tp := range tps {
				if !known {
					ex.Dropped++
					continue
				}
				s := ruleSecret(rule, tp)
				if len(s) < 4 {
					ex.Dropped++
					continue
				}
				pos = append(pos, example{Corpus: "gitleaks", Family: id, Text: tp, Secrets: []string{s}})
			}
			pos = spread(pos, perRule)
			ex.Positive += len(pos)
			out = append(out, pos...)
			neg := spread(fps, max(1, perRule/2))
			for _, fp := range neg {
				out = append(out, example{Corpus: "gitleaks", Family: id, Text: fp, Decoy: true})
			}
			ex.Negative += len(neg)
		}
	}
	if ex.Positive == 0 {
		return nil, ex, fmt.Errorf("%s: no gitleaks samples extracted", modDir)
	}
	return out, ex, nil
}

// sampleTemplates reads the templates of utils.GenerateSampleSecrets: the
// values of the map literal in its body, ordered by key.
func sampleTemplates(e *evaluator) ([]string, error) {
	fd, ok := e.funcs["utils.GenerateSampleSecrets"]
	if !ok {
		return nil, fmt.Errorf("utils.GenerateSampleSecrets not found")
	}
	var tpl []string
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if c, ok := n.(*ast.CompositeLit); ok && tpl == nil {
			if _, isMap := c.Type.(*ast.MapType); isMap {
				if v, err := e.composite(c, nil); err == nil {
					tpl = v.list
				}
				return false
			}
		}
		return true
	})
	if len(tpl) == 0 {
		return nil, fmt.Errorf("utils.GenerateSampleSecrets: no templates found")
	}
	return tpl, nil
}

// ruleSamples evaluates a rule function: its statements in order, then
// the true and false positives passed to utils.Validate (or the values of
// the maps passed to utils.ValidateWithPaths) and the RuleID of the
// config.Rule literal.
func ruleSamples(e *evaluator, fd *ast.FuncDecl) (id string, tps, fps []string, ok bool) {
	sc := scope{}
	var idExpr ast.Expr
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		if kv, ok := n.(*ast.KeyValueExpr); ok && idExpr == nil {
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "RuleID" {
				idExpr = kv.Value
			}
		}
		return true
	})
	if idExpr == nil {
		return "", nil, nil, false
	}
	for _, st := range fd.Body.List {
		ret, isRet := st.(*ast.ReturnStmt)
		if !isRet {
			e.exec(st, sc)
			continue
		}
		if len(ret.Results) != 1 {
			return "", nil, nil, false
		}
		call, isCall := ret.Results[0].(*ast.CallExpr)
		if !isCall || len(call.Args) != 3 {
			return "", nil, nil, false
		}
		if n := callName(call.Fun); n != "utils.Validate" && n != "utils.ValidateWithPaths" {
			return "", nil, nil, false
		}
		v, err := e.eval(idExpr, sc)
		if err != nil || !v.isString() {
			return "", nil, nil, false
		}
		if t, err := e.eval(call.Args[1], sc); err == nil && t.isList() {
			tps = t.list
		}
		if f, err := e.eval(call.Args[2], sc); err == nil && f.isList() {
			fps = f.list
		}
		return v.s, tps, fps, true
	}
	return "", nil, nil, false
}

// ruleSecret is the secret gitleaks reports for the first match of rule in
// s: the secretGroup, else the first non-empty capture group, else the
// whole match.
func ruleSecret(rule config.Rule, s string) string {
	if rule.Regex == nil {
		return ""
	}
	g := rule.Regex.FindStringSubmatch(s)
	if g == nil {
		return ""
	}
	if rule.SecretGroup > 0 && rule.SecretGroup < len(g) {
		return g[rule.SecretGroup]
	}
	for _, x := range g[1:] {
		if x != "" {
			return x
		}
	}
	return g[0]
}

// gitleaksDefault translates gitleaks' embedded default config (the rules'
// regexes and secret groups) the way package rules does.
func gitleaksDefault() (cfg config.Config, err error) {
	logging.Logger = zerolog.Nop() // gitleaks logs secrets at debug level
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("gitleaks default config: %v", r)
		}
	}()
	v := viper.New()
	v.SetConfigType("toml")
	if err := v.ReadConfig(strings.NewReader(config.DefaultConfig)); err != nil {
		return cfg, err
	}
	var vc config.ViperConfig
	if err := v.Unmarshal(&vc); err != nil {
		return cfg, err
	}
	return vc.Translate()
}

// gitleaksModDir is where the gitleaks module source is, from -gitleaks-src
// or the module cache.
func gitleaksModDir(flagDir string) (string, error) {
	if flagDir != "" {
		return flagDir, nil
	}
	dir := os.Getenv("GOMODCACHE")
	if dir == "" {
		return "", fmt.Errorf("-gitleaks-src not given and GOMODCACHE not set")
	}
	return filepath.Join(dir, "github.com/zricethezav/gitleaks/v8@v8.30.1"), nil
}
