package policy

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadmeExamples loads every YAML block of the README's policy section,
// so the documented schema and examples stay valid.
func TestReadmeExamples(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Skip("no README:", err)
	}
	_, sec, ok := strings.Cut(string(b), "<!-- section:policy -->")
	sec, _, ok2 := strings.Cut(sec, "<!-- /section:policy -->")
	if !ok || !ok2 {
		t.Fatal("README has no policy section")
	}
	dir := referencedFiles(t)
	n := 0
	for _, part := range strings.Split(sec, "```yaml\n")[1:] {
		src, _, _ := strings.Cut(part, "```")
		n++
		if _, err := LoadBytes(filepath.Join(dir, "example.yaml"), []byte(src)); err != nil {
			t.Errorf("README example %d does not load:\n%v\n%s", n, err, src)
		}
	}
	if n < 4 {
		t.Errorf("found %d YAML examples, want the schema and three uses", n)
	}
}

// referencedFiles writes the files the documented example policies name
// (known secrets, a dotenv file, a gitleaks config) into a temporary
// directory, so that the examples load as written, and returns it.
func referencedFiles(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	files := map[string]string{
		"known-secrets.txt": "not-a-secret-0123456789\n",
		".env":              "TOKEN=not-a-secret-0123456789\n",
		"gitleaks.toml":     "[extend]\nuseDefault = true\n\n[[rules]]\nid = \"some-rule-id\"\nregex = '''zz_[0-9]{20}'''\n",
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}
