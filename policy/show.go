package policy

import "os"

// ErrUnknownProfile wraps the error for a profile name that is not built
// in (a usage error for the caller).
type ErrUnknownProfile struct{ Err error }

func (e ErrUnknownProfile) Error() string { return e.Err.Error() }
func (e ErrUnknownProfile) Unwrap() error { return e.Err }

// Show returns the text of a policy for policy show: the file at path, or
// the built-in profile when path is "", after loading it (an ErrorList
// when it has problems); with resolved, the effective policy instead
// (see [Policy.Resolved]).
func Show(path, profile string, resolved bool) ([]byte, error) {
	var p *Policy
	var src []byte
	var err error
	if path != "" {
		if src, err = os.ReadFile(path); err != nil {
			return nil, err
		}
		p, err = LoadBytes(path, src)
	} else {
		if src, err = ProfileSource(profile); err != nil {
			return nil, ErrUnknownProfile{err}
		}
		p, err = Profile(profile)
	}
	if err != nil {
		return nil, err
	}
	if resolved {
		if src, err = p.Resolved(); err != nil {
			return nil, err
		}
	}
	return src, nil
}
