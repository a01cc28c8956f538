package policy

import (
	"bytes"
	"fmt"

	"go.yaml.in/yaml/v3"
)

// Resolved renders the effective policy: extends merged away, every setting
// given explicitly (defaults filled in), file paths absolute. Loading the
// result gives back an equivalent Policy.
func (p *Policy) Resolved() ([]byte, error) {
	n, err := p.MarshalYAML()
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(n); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// MarshalYAML returns the effective policy as a YAML node (see Resolved).
func (p *Policy) MarshalYAML() (any, error) {
	r := p.raw
	if r == nil {
		return nil, fmt.Errorf("policy %q was not loaded", p.Name)
	}
	root := &mapNode{}
	root.add("version", scalar("1"))
	if len(r.detectors) > 0 {
		seq := &yaml.Node{Kind: yaml.SequenceNode}
		for _, d := range r.detectors {
			m := &mapNode{}
			m.str("id", d.id)
			m.str("description", d.description)
			m.str("pattern", d.pattern)
			m.str("secretGroup", d.secretGroup)
			m.list("keywords", d.keywords)
			m.str("entropy", d.entropy)
			m.str("timeout", d.timeout)
			m.str("severity", d.severity)
			if len(d.match)+len(d.nomatch) > 0 {
				s := &mapNode{}
				s.list("match", d.match)
				s.list("nomatch", d.nomatch)
				m.add("samples", s.node())
			}
			seq.Content = append(seq.Content, m.node())
		}
		root.add("detectors", seq)
	}
	root.list("disable", r.disable)
	lit := &mapNode{}
	lit.list("files", r.literalFiles)
	lit.list("dotenv", r.dotenvFiles)
	root.sub("literals", lit)
	gl := &mapNode{}
	gl.str("config", r.gitleaksConfig)
	gl.list("disable", r.gitleaksDisable)
	gl.str("enabled", r.gitleaksEnabled)
	root.sub("gitleaks", gl)
	al := &mapNode{}
	al.list("stopwords", r.stopwords)
	al.list("regexes", r.allowRegexes)
	al.list("values", r.allowValues)
	al.list("fingerprints", r.fingerprints)
	root.sub("allow", al)
	rules := &yaml.Node{Kind: yaml.SequenceNode}
	for _, rr := range r.rules {
		m := &mapNode{}
		m.str("name", rr.name)
		w := &mapNode{}
		rw := &rr.when
		w.list("entry", rw.entry)
		w.list("role", rw.role)
		w.list("block", rw.block)
		w.list("tool", rw.tool)
		w.list("customType", rw.customType)
		w.list("provider", rw.provider)
		w.list("api", rw.api)
		w.list("path", rw.path)
		if len(rw.args) > 0 {
			a := &mapNode{}
			for _, arg := range rw.args {
				a.add(arg.name.V, flowList(arg.globs))
			}
			w.add("args", a.node())
		}
		if f := rw.finding; f.set() {
			if f.isList {
				w.add("finding", flowList(f.ids))
			} else {
				w.add("finding", scalar(f.scalar.V))
			}
		}
		if len(w.n.Content) > 0 {
			m.add("when", w.node())
		}
		m.str("action", rr.action)
		wi := &mapNode{}
		wi.str("placeholder", rr.placeholder)
		wi.str("reason", rr.reason)
		m.sub("with", wi)
		rules.Content = append(rules.Content, m.node())
	}
	if len(rules.Content) > 0 {
		root.add("rules", rules)
	}
	root.add("signatures", scalar(string(p.Signatures)))
	root.add("images", scalar(string(p.Images)))
	root.add("opaque", scalar(string(p.Opaque)))
	root.add("paths", scalar(string(p.Paths)))
	root.add("removal", scalar(string(p.Removal)))
	rep := &mapNode{}
	rep.add("level", scalar(p.ReportLevel))
	root.sub("report", rep)
	n := root.node()
	n.HeadComment = fmt.Sprintf("Effective policy of %s (extends resolved, defaults filled in).", p.Name)
	return n, nil
}

// mapNode builds a block mapping in insertion order.
type mapNode struct{ n yaml.Node }

func (m *mapNode) node() *yaml.Node {
	m.n.Kind = yaml.MappingNode
	return &m.n
}

func (m *mapNode) add(key string, v *yaml.Node) {
	m.n.Content = append(m.n.Content, scalar(key), v)
}

func (m *mapNode) str(key string, v sval) {
	if v.set() {
		m.add(key, scalar(v.V))
	}
}

func (m *mapNode) list(key string, l slist) {
	if len(l) > 0 {
		m.add(key, flowList(l))
	}
}

func (m *mapNode) sub(key string, s *mapNode) {
	if len(s.n.Content) > 0 {
		m.add(key, s.node())
	}
}

// scalar renders a value with the tag its text resolves to, so that
// "1" stays an int, "true" a bool, and any other text a string (quoted by
// the encoder when needed).
func scalar(v string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.ScalarNode, Value: v}
	var probe yaml.Node
	if err := yaml.Unmarshal([]byte(v), &probe); err == nil && len(probe.Content) == 1 && probe.Content[0].Kind == yaml.ScalarNode && probe.Content[0].Value == v {
		switch probe.Content[0].Tag {
		case "!!int", "!!float", "!!bool":
			n.Tag = probe.Content[0].Tag
			return n
		}
	}
	n.Tag = "!!str"
	return n
}

func flowList(l slist) *yaml.Node {
	n := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle}
	for _, s := range l {
		n.Content = append(n.Content, scalar(s.V))
	}
	return n
}
