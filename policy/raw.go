package policy

// The raw model is one policy file as written, every value with its
// position, before extends are merged and before anything is compiled.
// Keeping positions on every value lets the compiler report a problem in a
// base file at its own file:line:col after the merge.

// sval is a scalar as written. A zero Pos.Line means the key was absent.
type sval struct {
	V   string
	Pos Pos
	src string // for a file path: the text as written, when V is resolved
}

func (s sval) set() bool { return s.Pos.Line != 0 }

// slist is a list of scalars; a single scalar in the file is a list of one.
type slist []sval

func (l slist) values() []string {
	if len(l) == 0 {
		return nil
	}
	out := make([]string, len(l))
	for i, s := range l {
		out[i] = s.V
	}
	return out
}

type rawPolicy struct {
	name string // file name as given (for positions)
	dir  string // directory relative paths are resolved against
	pos  Pos    // start of the document

	version, extends                          sval
	detectors                                 []*rawDetector
	disable                                   slist
	literalFiles, dotenvFiles                 slist
	gitleaksConfig, gitleaksEnabled           sval
	gitleaksDisable                           slist
	stopwords, allowRegexes, allowValues      slist
	fingerprints                              slist
	rules                                     []*rawRule
	signatures, images, opaque, paths, remove sval
	reportLevel                               sval
}

type rawDetector struct {
	field string // e.g. detectors[2], in its own file
	pos   Pos

	id, description, pattern, secretGroup, entropy, timeout, severity sval
	keywords                                                          slist
	match, nomatch                                                    slist
}

type rawRule struct {
	field string // e.g. rules[0], in its own file
	pos   Pos

	name, action, placeholder, reason sval
	when                              rawWhen
}

type rawWhen struct {
	entry, role, block, tool, customType, provider, api, path slist
	args                                                      []rawArg
	finding                                                   rawFinding
}

type rawArg struct {
	name  sval
	globs slist
}

// rawFinding is either a scalar (any, none, "severity >= high", or one rule
// id) or a list of rule ids.
type rawFinding struct {
	pos    Pos
	scalar sval
	ids    slist
	isList bool
}

func (f rawFinding) set() bool { return f.pos.Line != 0 }
