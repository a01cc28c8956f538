package policy

import (
	"embed"
	"fmt"
	"strings"
)

//go:embed profiles/*.yaml
var profileFS embed.FS

// profileNames lists the built-in profiles from the least to the most
// aggressive.
var profileNames = []string{"none", "default", "share", "strict"}

// ProfileNames returns the names of the built-in profiles.
func ProfileNames() []string { return append([]string(nil), profileNames...) }

func profileFile(name string) string { return "profiles/" + name + ".yaml" }

// profileSource returns the embedded text of a built-in profile.
func profileSource(name string) ([]byte, bool) {
	if !slicesContains(profileNames, name) {
		return nil, false
	}
	b, err := profileFS.ReadFile(profileFile(name))
	return b, err == nil
}

// ProfileSource returns the YAML text of a built-in profile as shipped.
func ProfileSource(name string) ([]byte, error) {
	b, ok := profileSource(name)
	if !ok {
		return nil, fmt.Errorf("unknown profile %q (want one of %s)", name, strings.Join(profileNames, ", "))
	}
	return b, nil
}

// Profile loads a built-in profile: "none", "default", "share" or "strict".
func Profile(name string) (*Policy, error) {
	src, err := ProfileSource(name)
	if err != nil {
		return nil, err
	}
	l := &loader{}
	raw := l.file(profileFile(name), "", "profile:"+name, src)
	if raw == nil {
		return nil, l.errs.err()
	}
	p := l.compile(raw)
	if err := l.errs.err(); err != nil {
		return nil, err
	}
	p.Name = name
	return p, nil
}
