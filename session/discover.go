package session

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// Root is a directory where omp keeps session files.
type Root struct {
	Dir string
	// Source names what chose the directory: "default", "--root", or the
	// environment variable that decided it (PI_CODING_AGENT_SESSION_DIR,
	// PI_CODING_AGENT_DIR, PI_CONFIG_DIR, OMP_PROFILE, PI_PROFILE,
	// XDG_DATA_HOME).
	Source string
	Exists bool
}

// SessionRoots returns the directories omp would keep sessions in, given
// the environment read through getenv (os.Getenv in production; tests pass
// a map so they can build a fake home). It follows omp-format.md §7:
//
//   - PI_CODING_AGENT_SESSION_DIR holds session files directly;
//   - $XDG_DATA_HOME/omp/sessions (or …/omp/profiles/<name>/sessions) when
//     $XDG_DATA_HOME/omp (or the profile's directory) already exists;
//   - <agent dir>/sessions, where the agent dir is PI_CODING_AGENT_DIR
//     (default profile only), ~/<PI_CONFIG_DIR or .omp>/profiles/<name>/agent
//     for a profile (OMP_PROFILE, else PI_PROFILE), else
//     ~/<PI_CONFIG_DIR or .omp>/agent.
//
// omp uses one of these at a time, but sessions written before a variable
// was set stay where they were, so every candidate is returned, in this
// order, with Exists set; duplicates (same real directory) are dropped.
func SessionRoots(getenv func(string) string) []Root {
	home := getenv("HOME")
	var out []Root
	add := func(dir, src string) {
		if dir == "" {
			return
		}
		dir = filepath.Clean(dir)
		r := Root{Dir: dir, Source: src, Exists: isDir(dir)}
		key := dir
		if real, err := filepath.EvalSymlinks(dir); err == nil {
			key = real
		}
		for _, o := range out {
			o2 := o.Dir
			if real, err := filepath.EvalSymlinks(o.Dir); err == nil {
				o2 = real
			}
			if o2 == key {
				return
			}
		}
		out = append(out, r)
	}
	add(getenv("PI_CODING_AGENT_SESSION_DIR"), "PI_CODING_AGENT_SESSION_DIR")

	profile, profileSrc := getenv("OMP_PROFILE"), "OMP_PROFILE"
	if profile == "" {
		profile, profileSrc = getenv("PI_PROFILE"), "PI_PROFILE"
	}
	if strings.ContainsAny(profile, `/\`) || profile == "." || profile == ".." {
		profile = "" // not a profile name omp could have created
	}
	if xdg := getenv("XDG_DATA_HOME"); xdg != "" {
		d := filepath.Join(xdg, "omp")
		if profile != "" {
			d = filepath.Join(d, "profiles", profile)
		}
		if isDir(d) {
			add(filepath.Join(d, "sessions"), "XDG_DATA_HOME")
		}
	}
	config, configSrc := getenv("PI_CONFIG_DIR"), "PI_CONFIG_DIR"
	if config == "" {
		config, configSrc = ".omp", "default"
	}
	if !filepath.IsAbs(config) {
		if home == "" {
			return out
		}
		config = filepath.Join(home, config)
	}
	switch {
	case profile != "":
		add(filepath.Join(config, "profiles", profile, "agent", "sessions"), profileSrc)
	case getenv("PI_CODING_AGENT_DIR") != "":
		add(filepath.Join(getenv("PI_CODING_AGENT_DIR"), "sessions"), "PI_CODING_AGENT_DIR")
	default:
		add(filepath.Join(config, "agent", "sessions"), configSrc)
	}
	return out
}

func isDir(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.IsDir()
}

// Found is a session file found by [Discover].
type Found struct {
	Path string
	Root string
	// Kind is "session" (a top-level session), "subagent" (a session in
	// another session's artifacts directory), "advisor" (__advisor*.jsonl),
	// "tmp" or "bak" (rewrite temp files and backups: full copies).
	Kind string
	// CopyOf is, for "tmp" and "bak", the session file it copies.
	CopyOf  string
	Size    int64
	ModTime time.Time

	ID    string
	Title string
	// TitleCut: the title is the slot's and may have been cut to fit it
	// (see Session.TitleCut).
	TitleCut bool
	Version  int
	Entries  int
	// Err says why the file could not be read or parsed; the metadata
	// fields are then empty.
	Err error
}

// Discover lists the session files under each existing root, sorted by
// path within each root. A file reached from two roots (one root inside
// another) is listed once, under the first. A root without sessions is not
// an error.
func Discover(roots []Root) ([]Found, []error) {
	var out []Found
	var errs []error
	seen := map[string]bool{}
	for _, r := range roots {
		if !r.Exists {
			continue
		}
		files, ferrs := FindFiles(r.Dir)
		for _, err := range ferrs {
			if !isNoSessions(err) {
				errs = append(errs, err)
			}
		}
		for _, p := range files {
			key := p
			if real, err := filepath.EvalSymlinks(p); err == nil {
				key = real
			}
			if seen[key] {
				continue
			}
			seen[key] = true
			out = append(out, inspect(r.Dir, p))
		}
	}
	return out, errs
}

func isNoSessions(err error) bool { return errors.Is(err, ErrNoSessions) }

// inspect classifies path and reads its metadata.
func inspect(root, path string) Found {
	f := Found{Path: path, Root: root, Kind: kindOf(root, path)}
	name := filepath.Base(path)
	switch KindOfName(name) {
	case TempCopy, BackupCopy:
		base := name[:strings.LastIndex(name, ".jsonl")]
		if KindOfName(name) == TempCopy {
			base = strings.TrimPrefix(base, ".") // .<name>.jsonl.<snowflake>.tmp
		}
		f.CopyOf = filepath.Join(filepath.Dir(path), base+".jsonl")
	}
	fi, err := os.Stat(path)
	if err != nil {
		f.Err = describe(path, err)
		return f
	}
	f.Size, f.ModTime = fi.Size(), fi.ModTime()
	data, err := os.ReadFile(path)
	if err != nil {
		f.Err = describe(path, err)
		return f
	}
	s, err := ParseBytes(data, path, Options{AllowUnknownVersion: true})
	if err != nil {
		f.Err = err
		return f
	}
	f.ID, f.Title, f.Version, f.Entries = s.ID(), s.TitleText(), s.Version, len(s.Entries)
	f.TitleCut = s.TitleCut()
	return f
}

// kindOf tells subagent and advisor sessions (inside an artifacts
// directory: a directory D next to a file D.jsonl) from top-level ones.
func kindOf(root, path string) string {
	name := filepath.Base(path)
	switch KindOfName(name) {
	case TempCopy:
		return "tmp"
	case BackupCopy:
		return "bak"
	}
	if strings.HasPrefix(name, "__advisor") {
		return "advisor"
	}
	for d := filepath.Dir(path); len(d) > len(root) && d != filepath.Dir(d); d = filepath.Dir(d) {
		if fi, err := os.Stat(d + ".jsonl"); err == nil && fi.Mode().IsRegular() {
			return "subagent"
		}
	}
	return "session"
}
