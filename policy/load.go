package policy

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Options changes how a policy is loaded. The zero value is what Load uses.
type Options struct {
	// SkipSamples loads a policy whose detector samples fail; `policy test`
	// uses it to report every failing sample instead of refusing the file.
	SkipSamples bool
}

// Load reads, merges (extends), validates and compiles the policy file at
// path. The error is an [ErrorList] with every problem found, sorted, each
// rendered "file:line:col: field: message".
func Load(path string) (*Policy, error) { return Options{}.Load(path) }

// LoadBytes is Load for a policy held in memory; name is used in positions
// and relative paths are resolved against its directory.
func LoadBytes(name string, data []byte) (*Policy, error) { return Options{}.LoadBytes(name, data) }

// Load is [Load] with options.
func (o Options) Load(path string) (*Policy, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return o.LoadBytes(path, data)
}

// LoadBytes is [LoadBytes] with options.
func (o Options) LoadBytes(name string, data []byte) (*Policy, error) {
	dir, err := filepath.Abs(filepath.Dir(name))
	if err != nil {
		return nil, err
	}
	key, _ := filepath.Abs(name)
	l := &loader{opts: o}
	raw := l.file(name, dir, key, data)
	if raw == nil {
		return nil, l.errs.err()
	}
	// Compile even after structural problems: the decoder left bad values
	// unset, and the user gets every problem in one pass.
	p := l.compile(raw)
	if err := l.errs.err(); err != nil {
		return nil, err
	}
	p.Name = name
	return p, nil
}

// loader holds the state of one Load: the problems found so far and the
// chain of files being extended, for cycle detection.
type loader struct {
	opts  Options
	errs  ErrorList
	stack []string   // keys of the files being loaded, outermost first
	cur   *rawPolicy // the merged document being compiled
}

// maxExtends bounds the extends chain; a longer one is surely a mistake.
const maxExtends = 16

// file decodes one policy file and, recursively, the files it extends, and
// returns the merged raw document. key identifies the file for cycle
// detection ("profile:NAME" or an absolute path).
func (l *loader) file(name, dir, key string, data []byte) *rawPolicy {
	d := &decoder{name: name, dir: dir, errs: &l.errs}
	doc := d.parseYAML(data)
	if doc == nil {
		return nil
	}
	raw := d.decode(doc)
	if !raw.extends.set() {
		return raw
	}
	l.stack = append(l.stack, key)
	defer func() { l.stack = l.stack[:len(l.stack)-1] }()
	base := l.extends(raw, key)
	if base == nil {
		return raw
	}
	return merge(base, raw)
}

// extends loads the base of raw: a built-in profile or a file path relative
// to raw's directory. Built-in profiles may only extend profiles.
func (l *loader) extends(raw *rawPolicy, key string) *rawPolicy {
	e := raw.extends
	var bname, bdir, bkey string
	var data []byte
	if src, ok := profileSource(e.V); ok {
		bname, bdir, bkey, data = profileFile(e.V), "", "profile:"+e.V, src
	} else if strings.HasPrefix(key, "profile:") {
		l.errs.add(e.Pos, "extends", fmt.Sprintf("unknown profile %q (want one of %s)", e.V, strings.Join(ProfileNames(), ", ")))
		return nil
	} else {
		path := e.V
		if !filepath.IsAbs(path) {
			path = filepath.Join(raw.dir, path)
		}
		var b []byte
		err := checkFile(path)
		if err == nil {
			b, err = os.ReadFile(path)
		}
		if err != nil {
			l.errs.add(e.Pos, "extends", fmt.Sprintf("%q is not a profile (%s) and %v", e.V, strings.Join(ProfileNames(), ", "), unwrapPathError(err)))
			return nil
		}
		bname, bdir, bkey, data = relName(raw.name, e.V), filepath.Dir(path), filepath.Clean(path), b
	}
	for i, k := range l.stack {
		if k == bkey {
			chain := append(append([]string{}, l.stack[i:]...), bkey)
			for j := range chain {
				chain[j] = strings.TrimPrefix(filepath.Base(chain[j]), "profile:")
			}
			l.errs.add(e.Pos, "extends", "cycle: "+strings.Join(chain, " → "))
			return nil
		}
	}
	if len(l.stack) >= maxExtends {
		l.errs.add(e.Pos, "extends", fmt.Sprintf("more than %d levels of extends", maxExtends))
		return nil
	}
	return l.file(bname, bdir, bkey, data)
}

// relName names a base file in positions the way the user wrote it,
// relative to the extending file's own name.
func relName(from, rel string) string {
	if filepath.IsAbs(rel) {
		return rel
	}
	return filepath.Join(filepath.Dir(from), rel)
}

func unwrapPathError(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// merge lays child over base: a setting given in child wins, lists append
// (base first), except rules: child's rules come first so that they take
// precedence under first-match-wins, and a base rule with the same name as
// a child rule is replaced (dropped). Detector ids must stay unique; the
// compiler checks that on the merged list.
func merge(base, child *rawPolicy) *rawPolicy {
	m := *child
	m.extends = sval{}
	m.detectors = append(append([]*rawDetector{}, base.detectors...), child.detectors...)
	m.disable = appendList(base.disable, child.disable)
	m.literalFiles = appendList(base.literalFiles, child.literalFiles)
	m.dotenvFiles = appendList(base.dotenvFiles, child.dotenvFiles)
	m.gitleaksConfig = override(base.gitleaksConfig, child.gitleaksConfig)
	m.gitleaksEnabled = override(base.gitleaksEnabled, child.gitleaksEnabled)
	m.gitleaksDisable = appendList(base.gitleaksDisable, child.gitleaksDisable)
	m.stopwords = appendList(base.stopwords, child.stopwords)
	m.allowRegexes = appendList(base.allowRegexes, child.allowRegexes)
	m.allowValues = appendList(base.allowValues, child.allowValues)
	m.fingerprints = appendList(base.fingerprints, child.fingerprints)
	m.signatures = override(base.signatures, child.signatures)
	m.images = override(base.images, child.images)
	m.opaque = override(base.opaque, child.opaque)
	m.paths = override(base.paths, child.paths)
	m.remove = override(base.remove, child.remove)
	m.reportLevel = override(base.reportLevel, child.reportLevel)
	names := map[string]bool{}
	m.rules = append([]*rawRule{}, child.rules...)
	for _, r := range child.rules {
		names[r.name.V] = true
	}
	for _, r := range base.rules {
		if !names[r.name.V] {
			m.rules = append(m.rules, r)
		}
	}
	return &m
}

func override(base, child sval) sval {
	if child.set() {
		return child
	}
	return base
}

func appendList(base, child slist) slist {
	if len(base) == 0 {
		return child
	}
	return append(append(slist{}, base...), child...)
}
