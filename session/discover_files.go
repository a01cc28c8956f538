package session

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"syscall"
)

// FileKind says what a session-like file name is.
type FileKind uint8

const (
	NotSession  FileKind = iota
	SessionFile          // <name>.jsonl
	TempCopy             // .<name>.jsonl.<snowflake>.tmp: an atomic-rewrite temp file
	BackupCopy           // <name>.jsonl.<snowflake>.bak: a Windows EPERM backup
)

func (k FileKind) String() string {
	return [...]string{"other", "session", "tmp", "bak"}[k]
}

// KindOfName classifies a file name. Temp and backup copies are full copies
// of a session (omp promotes orphans back), so they hold the same secrets.
func KindOfName(name string) FileKind {
	switch {
	case strings.HasSuffix(name, ".jsonl"):
		return SessionFile
	case strings.HasSuffix(name, ".tmp") && strings.Contains(name, ".jsonl."):
		return TempCopy
	case strings.HasSuffix(name, ".bak") && strings.Contains(name, ".jsonl."):
		return BackupCopy
	case isBackupName(name):
		return BackupCopy
	}
	return NotSession
}

// isBackupName recognizes a backup someone made of a session by adding a
// suffix to its name (x.jsonl.orig from redact --in-place --backup .orig,
// x.jsonl~, x.jsonl-old): a full copy with every secret of the session,
// which a scan of the directory must not skip. Compressed files, locks
// and checksums beside a session are not session copies.
func isBackupName(name string) bool {
	i := strings.LastIndex(name, ".jsonl")
	if i <= 0 || i+len(".jsonl") == len(name) {
		return false
	}
	rest := name[i+len(".jsonl"):]
	if !strings.ContainsRune(".~-_", rune(rest[0])) {
		return false
	}
	switch strings.ToLower(filepath.Ext(rest)) {
	case ".lock", ".pid", ".gz", ".zst", ".xz", ".bz2", ".zip", ".lz4", ".br", ".7z", ".tar", ".tgz",
		".sig", ".asc", ".sha256", ".sha1", ".md5", ".json", ".md", ".txt", ".log", ".html", ".sarif":
		return false
	}
	return true
}

// skipDirs are directory names never descended into: the blob store holds
// binary blobs named by hash, not sessions.
var skipDirs = map[string]bool{"blobs": true, ".git": true}

// ErrNoSessions is wrapped by the error [FindFiles] returns for a directory
// without session files.
var ErrNoSessions = errors.New("no session files (*.jsonl) in this directory")

// FindFiles returns the session files under root, sorted: root itself when
// it is a file (whatever its name), else every file below it whose name
// [KindOfName] recognizes, including temp and backup copies. Symbolic links
// are followed; a link back to one of its own ancestors is reported as a
// loop, and a directory or file reached twice is listed once. "blobs" and
// ".git" directories are skipped. Every error names its path; the walk goes
// on after an error. A directory without any session file is an error too.
func FindFiles(root string) ([]string, []error) {
	fi, err := os.Stat(root)
	if err != nil {
		return nil, []error{describe(root, err)}
	}
	if !fi.IsDir() {
		if !fi.Mode().IsRegular() {
			return nil, []error{fmt.Errorf("%s: not a regular file", root)}
		}
		return []string{root}, nil
	}
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil, []error{describe(root, err)}
	}
	w := &walker{seen: map[string]bool{real: true}}
	w.walk(root, []string{real})
	sort.Strings(w.files)
	if len(w.files) == 0 && len(w.errs) == 0 {
		w.errs = append(w.errs, fmt.Errorf("%s: %w", root, ErrNoSessions))
	}
	return w.files, w.errs
}

type walker struct {
	withText bool
	others   []string // with withText: regular files that are neither
	texts    []string
	files    []string
	errs     []error
	seen     map[string]bool // real paths of visited directories and files
}

// walk lists dir, whose real path is ancestors[len-1].
func (w *walker) walk(dir string, ancestors []string) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		w.errs = append(w.errs, describe(dir, err))
		return
	}
	for _, d := range ents {
		name := d.Name()
		path := filepath.Join(dir, name)
		real := filepath.Join(ancestors[len(ancestors)-1], name)
		isDir := d.IsDir()
		if d.Type()&fs.ModeSymlink != 0 {
			fi, err := os.Stat(path)
			if err != nil {
				w.errs = append(w.errs, describe(path, err))
				continue
			}
			if real, err = filepath.EvalSymlinks(path); err != nil {
				w.errs = append(w.errs, describe(path, err))
				continue
			}
			isDir = fi.IsDir()
			if isDir {
				for _, a := range ancestors {
					if a == real {
						w.errs = append(w.errs, fmt.Errorf("%s: symlink loop: it points to its own ancestor %s", path, a))
						isDir = false
						break
					}
				}
				if !isDir {
					continue
				}
			} else if !fi.Mode().IsRegular() {
				continue
			}
		} else if !isDir && !d.Type().IsRegular() {
			continue
		}
		if isDir {
			if skipDirs[name] || w.seen[real] {
				continue
			}
			w.seen[real] = true
			w.walk(path, append(ancestors[:len(ancestors):len(ancestors)], real))
			continue
		}
		if w.seen[real] {
			continue
		}
		if KindOfName(name) == NotSession {
			if w.withText {
				w.seen[real] = true
				if IsTextArtifact(name) {
					w.texts = append(w.texts, path)
				} else {
					w.others = append(w.others, path)
				}
			}
			continue
		}
		w.seen[real] = true
		w.files = append(w.files, path)
	}
}

// IsTextArtifact recognizes the plain-text files omp leaves in artifact
// directories (tool logs <n>.<tool>.log, subagent outputs <id>.md,
// draft.txt, isolation patches): they hold the same secrets as the session.
func IsTextArtifact(name string) bool {
	switch strings.ToLower(filepath.Ext(name)) {
	case ".log", ".md", ".txt", ".patch", ".diff":
		return true
	}
	return false
}

// FindInputs is [FindFiles] that also returns the plain-text artifacts
// ([IsTextArtifact]) found below a directory root, sorted. A root that is a
// file is returned as a session. A directory with neither is an error.
func FindInputs(root string) (sessions, texts []string, errs []error) {
	sessions, texts, _, errs = FindAll(root)
	return sessions, texts, errs
}

// FindAll is [FindInputs] that also returns, sorted, the other regular
// files below a directory root (neither sessions nor recognized text
// artifacts: .json outputs, extension-less files, databases), so that a
// caller can scan them or say that it did not, instead of skipping them
// silently. A directory with no file at all is an error.
func FindAll(root string) (sessions, texts, others []string, errs []error) {
	fi, err := os.Stat(root)
	if err != nil || !fi.IsDir() {
		files, errs := FindFiles(root)
		return files, nil, nil, errs
	}
	real, err := filepath.EvalSymlinks(root)
	if err != nil {
		return nil, nil, nil, []error{describe(root, err)}
	}
	w := &walker{withText: true, seen: map[string]bool{real: true}}
	w.walk(root, []string{real})
	sort.Strings(w.files)
	sort.Strings(w.texts)
	sort.Strings(w.others)
	if len(w.files) == 0 && len(w.texts) == 0 && len(w.errs) == 0 {
		w.errs = append(w.errs, fmt.Errorf("%s: %w", root, ErrNoSessions))
	}
	return w.files, w.texts, w.others, w.errs
}

// describe turns an os error into a message that names path once.
func describe(path string, err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err
	}
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: no such file or directory (or a broken symlink)", path)
	case errors.Is(err, fs.ErrPermission):
		return fmt.Errorf("%s: permission denied", path)
	case errors.Is(err, syscall.ELOOP):
		return fmt.Errorf("%s: symlink loop", path)
	}
	return fmt.Errorf("%s: %v", path, err)
}
