package session

import "testing"

// TestKindOfNameBackups: copies made by adding a suffix to a session's
// name hold every secret of the session and are scanned; files beside a
// session that are not copies of it are not.
func TestKindOfNameBackups(t *testing.T) {
	for name, want := range map[string]FileKind{
		"s.jsonl":               SessionFile,
		"s.jsonl.orig":          BackupCopy,
		"s.jsonl~":              BackupCopy,
		"s.jsonl-before-redact": BackupCopy,
		"s.jsonl.123.bak":       BackupCopy,
		".s.jsonl.123.tmp":      TempCopy,
		"s.jsonl.gz":            NotSession,
		"s.jsonl.lock":          NotSession,
		"s.jsonl.report.json":   NotSession,
		"s.jsonlx":              NotSession,
		"notes.txt":             NotSession,
		".jsonl.orig":           NotSession,
	} {
		if got := KindOfName(name); got != want {
			t.Errorf("KindOfName(%q) = %v, want %v", name, got, want)
		}
	}
}
