package policy

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// objectKeys lists the keys each object of the schema accepts, in the order
// the documentation and Resolved use. The decoder rejects every other key,
// and TestSchemaMatchesLoader checks schema.json against this table.
var objectKeys = map[string][]string{
	"policy":   {"version", "extends", "detectors", "disable", "literals", "gitleaks", "allow", "rules", "signatures", "images", "opaque", "paths", "removal", "report"},
	"detector": {"id", "description", "pattern", "secretGroup", "keywords", "entropy", "timeout", "severity", "samples"},
	"samples":  {"match", "nomatch"},
	"literals": {"files", "dotenv"},
	"gitleaks": {"config", "disable", "enabled"},
	"allow":    {"stopwords", "regexes", "values", "fingerprints"},
	"rule":     {"name", "when", "action", "with"},
	"when":     {"entry", "role", "block", "tool", "customType", "provider", "api", "path", "args", "finding"},
	"with":     {"placeholder", "reason"},
	"report":   {"level"},
}

// enums lists the values of the top-level keyword settings, from their
// typed constants (settings.go); the first one is the default. The
// decoder, schema.json, the package documentation, the README and the
// starter are checked against it (schema_test.go, docsync_test.go).
var enums = map[string][]string{
	"signatures":   words(SignaturesStrip, SignaturesKeep, SignaturesDropBlock),
	"images":       words(ImagesKeep, ImagesDrop),
	"opaque":       words(OpaqueKeep, OpaqueDrop, OpaqueDeny),
	"paths":        words(PathsKeep, PathsAnonymize),
	"removal":      words(RemovalTombstone, RemovalSplice),
	"report.level": {"summary", "detailed"},
}

// words turns typed setting constants into the words of the policy file.
func words[T ~string](vs ...T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}

// decoder turns one YAML document into a rawPolicy, recording every
// structural problem instead of stopping at the first.
type decoder struct {
	name string
	dir  string
	errs *ErrorList
}

func (d *decoder) pos(n *yaml.Node) Pos { return Pos{File: d.name, Line: n.Line, Col: n.Column} }

func (d *decoder) errorf(n *yaml.Node, field, format string, args ...any) {
	d.errs.add(d.pos(n), field, fmt.Sprintf(format, args...))
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)

// parseYAML parses data into its document node. A syntax error becomes a
// positioned error at the line yaml reports. A second document is an error:
// it would be silently ignored otherwise.
func (d *decoder) parseYAML(data []byte) (doc *yaml.Node) {
	defer func() {
		// yaml.v3 has panicked on hostile input in the past; a policy
		// loader must not take the program down with it.
		if r := recover(); r != nil {
			d.errs.add(Pos{File: d.name, Line: 1, Col: 1}, "", fmt.Sprintf("cannot parse YAML: %v", r))
			doc = nil
		}
	}()
	dec := yaml.NewDecoder(bytes.NewReader(data))
	var root yaml.Node
	if err := dec.Decode(&root); err != nil {
		if errors.Is(err, io.EOF) {
			d.errs.add(Pos{File: d.name, Line: 1, Col: 1}, "", "empty policy; a policy starts with `version: 1`")
			return nil
		}
		d.syntaxError(err)
		return nil
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		d.errorf(&extra, "", "a policy file holds one YAML document; remove the second one")
	} else if !errors.Is(err, io.EOF) {
		d.syntaxError(err)
	}
	if len(root.Content) == 0 {
		d.errs.add(Pos{File: d.name, Line: 1, Col: 1}, "", "empty policy; a policy starts with `version: 1`")
		return nil
	}
	return root.Content[0]
}

func (d *decoder) syntaxError(err error) {
	msg := err.Error()
	line := 1
	if m := yamlLine.FindStringSubmatch(strings.SplitN(msg, "\n", 2)[0]); m != nil {
		line, _ = strconv.Atoi(m[1])
		msg = m[2]
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	d.errs.add(Pos{File: d.name, Line: line, Col: 1}, "", "YAML syntax: "+msg)
}

// resolve follows an alias to the node it names.
func resolve(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 100; i++ {
		n = n.Alias
	}
	return n
}

func isNull(n *yaml.Node) bool { return n.Kind == yaml.ScalarNode && n.Tag == "!!null" }

func join(field, key string) string {
	if field == "" {
		return key
	}
	return field + "." + key
}

// object walks a mapping of the given kind, rejecting unknown and duplicate
// keys, and calls fn for every known key. A null value is an empty object.
func (d *decoder) object(n *yaml.Node, field, kind string, fn func(key string, k, v *yaml.Node, field string)) {
	n = resolve(n)
	if n == nil || isNull(n) {
		return
	}
	if n.Kind != yaml.MappingNode {
		d.errorf(n, field, "must be a mapping with keys %s", strings.Join(objectKeys[kind], ", "))
		return
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := resolve(n.Content[i]), resolve(n.Content[i+1])
		if k == nil || v == nil || k.Kind != yaml.ScalarNode {
			d.errorf(n.Content[i], field, "keys must be plain strings")
			continue
		}
		key := k.Value
		f := join(field, key)
		if !slicesContains(objectKeys[kind], key) {
			d.errorf(k, f, "unknown field (want one of %s)", strings.Join(objectKeys[kind], ", "))
			continue
		}
		if seen[key] {
			d.errorf(k, f, "duplicate key")
			continue
		}
		seen[key] = true
		fn(key, k, v, f)
	}
}

func slicesContains(list []string, v string) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// str decodes a scalar. Numbers and booleans are accepted as their text.
func (d *decoder) str(n *yaml.Node, field string) sval {
	if n.Kind != yaml.ScalarNode || isNull(n) {
		d.errorf(n, field, "must be a string")
		return sval{}
	}
	return sval{V: n.Value, Pos: d.pos(n)}
}

// typed decodes a scalar that must carry one of the given YAML tags.
func (d *decoder) typed(n *yaml.Node, field, what string, tags ...string) sval {
	if n.Kind != yaml.ScalarNode || !slicesContains(tags, n.Tag) {
		d.errorf(n, field, "must be %s", what)
		return sval{}
	}
	return sval{V: n.Value, Pos: d.pos(n)}
}

// list decodes a string or a sequence of strings. Null is an empty list.
func (d *decoder) list(n *yaml.Node, field string) slist {
	if isNull(n) {
		return nil
	}
	if n.Kind == yaml.ScalarNode {
		return slist{d.str(n, field)}
	}
	if n.Kind != yaml.SequenceNode {
		d.errorf(n, field, "must be a string or a list of strings")
		return nil
	}
	out := make(slist, 0, len(n.Content))
	for i, e := range n.Content {
		e = resolve(e)
		if s := d.str(e, fmt.Sprintf("%s[%d]", field, i)); s.set() {
			out = append(out, s)
		}
	}
	return out
}

// enum decodes a keyword setting and checks it against enums[field].
func (d *decoder) enum(n *yaml.Node, field string) sval {
	s := d.str(n, field)
	if s.set() && !slicesContains(enums[field], s.V) {
		d.errorf(n, field, "unknown value %q (want one of %s)", s.V, strings.Join(enums[field], ", "))
		return sval{}
	}
	return s
}

// path decodes a file path and resolves it against the policy's directory.
func (d *decoder) path(n *yaml.Node, field string) sval {
	s := d.str(n, field)
	if s.set() && !filepath.IsAbs(s.V) {
		s.src, s.V = s.V, filepath.Join(d.dir, s.V)
	}
	return s
}

func (d *decoder) paths(n *yaml.Node, field string) slist {
	l := d.list(n, field)
	for i := range l {
		if !filepath.IsAbs(l[i].V) {
			l[i].src, l[i].V = l[i].V, filepath.Join(d.dir, l[i].V)
		}
	}
	return l
}

// decode turns the document node into a rawPolicy.
func (d *decoder) decode(n *yaml.Node) *rawPolicy {
	p := &rawPolicy{name: d.name, dir: d.dir, pos: d.pos(n)}
	d.object(n, "", "policy", func(key string, k, v *yaml.Node, f string) {
		switch key {
		case "version":
			p.version = d.typed(v, f, "the integer 1", "!!int")
			if p.version.set() && p.version.V != "1" {
				d.errorf(v, f, "unsupported version %s (this omp-redact reads version 1)", p.version.V)
			}
		case "extends":
			p.extends = d.str(v, f)
		case "detectors":
			p.detectors = d.detectors(v, f)
		case "disable":
			p.disable = d.list(v, f)
		case "literals":
			d.object(v, f, "literals", func(key string, _, v *yaml.Node, f string) {
				switch key {
				case "files":
					p.literalFiles = d.paths(v, f)
				case "dotenv":
					p.dotenvFiles = d.paths(v, f)
				}
			})
		case "gitleaks":
			d.object(v, f, "gitleaks", func(key string, _, v *yaml.Node, f string) {
				switch key {
				case "config":
					p.gitleaksConfig = d.path(v, f)
				case "disable":
					p.gitleaksDisable = d.list(v, f)
				case "enabled":
					p.gitleaksEnabled = d.typed(v, f, "true or false", "!!bool")
				}
			})
		case "allow":
			d.object(v, f, "allow", func(key string, _, v *yaml.Node, f string) {
				switch key {
				case "stopwords":
					p.stopwords = d.list(v, f)
				case "regexes":
					p.allowRegexes = d.list(v, f)
				case "values":
					p.allowValues = d.list(v, f)
				case "fingerprints":
					p.fingerprints = d.list(v, f)
				}
			})
		case "rules":
			p.rules = d.rules(v, f)
		case "signatures":
			p.signatures = d.enum(v, f)
		case "images":
			p.images = d.enum(v, f)
		case "opaque":
			p.opaque = d.enum(v, f)
		case "paths":
			p.paths = d.enum(v, f)
		case "removal":
			p.remove = d.enum(v, f)
		case "report":
			d.object(v, f, "report", func(key string, _, v *yaml.Node, f string) {
				p.reportLevel = d.enum(v, f)
			})
		}
	})
	if !p.version.set() && (n.Kind == yaml.MappingNode) && !hasKey(n, "version") {
		d.errorf(n, "version", "missing; a policy starts with `version: 1`")
	}
	return p
}

func hasKey(n *yaml.Node, key string) bool {
	for i := 0; i+1 < len(n.Content); i += 2 {
		if n.Content[i].Value == key {
			return true
		}
	}
	return false
}

// seq calls fn for every element of a sequence; null is empty.
func (d *decoder) seq(n *yaml.Node, field, what string, fn func(i int, e *yaml.Node, f string)) {
	if isNull(n) {
		return
	}
	if n.Kind != yaml.SequenceNode {
		d.errorf(n, field, "must be a list of %s", what)
		return
	}
	for i, e := range n.Content {
		fn(i, resolve(e), fmt.Sprintf("%s[%d]", field, i))
	}
}

func (d *decoder) detectors(n *yaml.Node, field string) []*rawDetector {
	var out []*rawDetector
	d.seq(n, field, "detectors", func(_ int, e *yaml.Node, f string) {
		r := &rawDetector{field: f, pos: d.pos(e)}
		d.object(e, f, "detector", func(key string, _, v *yaml.Node, f string) {
			switch key {
			case "id":
				r.id = d.str(v, f)
			case "description":
				r.description = d.str(v, f)
			case "pattern":
				r.pattern = d.str(v, f)
			case "secretGroup":
				r.secretGroup = d.typed(v, f, "an integer", "!!int")
			case "keywords":
				r.keywords = d.list(v, f)
			case "entropy":
				r.entropy = d.typed(v, f, "a number", "!!int", "!!float")
			case "timeout":
				r.timeout = d.str(v, f)
			case "severity":
				r.severity = d.str(v, f)
			case "samples":
				d.object(v, f, "samples", func(key string, _, v *yaml.Node, f string) {
					switch key {
					case "match":
						r.match = d.list(v, f)
					case "nomatch":
						r.nomatch = d.list(v, f)
					}
				})
			}
		})
		if e.Kind == yaml.MappingNode {
			out = append(out, r)
		}
	})
	return out
}

func (d *decoder) rules(n *yaml.Node, field string) []*rawRule {
	var out []*rawRule
	d.seq(n, field, "rules", func(_ int, e *yaml.Node, f string) {
		r := &rawRule{field: f, pos: d.pos(e)}
		d.object(e, f, "rule", func(key string, _, v *yaml.Node, f string) {
			switch key {
			case "name":
				r.name = d.str(v, f)
			case "action":
				r.action = d.str(v, f)
			case "when":
				r.when = d.when(v, f)
			case "with":
				d.object(v, f, "with", func(key string, _, v *yaml.Node, f string) {
					switch key {
					case "placeholder":
						r.placeholder = d.str(v, f)
					case "reason":
						r.reason = d.str(v, f)
					}
				})
			}
		})
		if e.Kind == yaml.MappingNode {
			out = append(out, r)
		}
	})
	return out
}

func (d *decoder) when(n *yaml.Node, field string) rawWhen {
	var w rawWhen
	d.object(n, field, "when", func(key string, _, v *yaml.Node, f string) {
		switch key {
		case "entry":
			w.entry = d.list(v, f)
		case "role":
			w.role = d.list(v, f)
		case "block":
			w.block = d.list(v, f)
		case "tool":
			w.tool = d.list(v, f)
		case "customType":
			w.customType = d.list(v, f)
		case "provider":
			w.provider = d.list(v, f)
		case "api":
			w.api = d.list(v, f)
		case "path":
			w.path = d.list(v, f)
		case "args":
			w.args = d.args(v, f)
		case "finding":
			w.finding = d.finding(v, f)
		}
	})
	return w
}

func (d *decoder) args(n *yaml.Node, field string) []rawArg {
	if isNull(n) {
		return nil
	}
	if n.Kind != yaml.MappingNode {
		d.errorf(n, field, "must be a mapping from argument name to globs")
		return nil
	}
	var out []rawArg
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := resolve(n.Content[i]), resolve(n.Content[i+1])
		if k == nil || v == nil || k.Kind != yaml.ScalarNode {
			d.errorf(n.Content[i], field, "keys must be plain strings")
			continue
		}
		f := join(field, k.Value)
		if seen[k.Value] {
			d.errorf(k, f, "duplicate key")
			continue
		}
		seen[k.Value] = true
		out = append(out, rawArg{name: sval{V: k.Value, Pos: d.pos(k)}, globs: d.list(v, f)})
	}
	return out
}

func (d *decoder) finding(n *yaml.Node, field string) rawFinding {
	f := rawFinding{pos: d.pos(n)}
	switch {
	case n.Kind == yaml.SequenceNode:
		f.isList = true
		f.ids = d.list(n, field)
	case n.Kind == yaml.ScalarNode && !isNull(n):
		f.scalar = d.str(n, field)
	default:
		d.errorf(n, field, "must be any, none, a list of rule ids or a severity condition like `severity >= high`")
		return rawFinding{}
	}
	return f
}
