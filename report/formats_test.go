package report

import "testing"

func TestFormatFromPath(t *testing.T) {
	for path, want := range map[string]string{
		"out/results.sarif": "sarif", "r.SARIF.json": "sarif", "r.json": "json", "r.md": "markdown",
		"R.Markdown": "markdown", "r.txt": "text", "r.text": "text", "r.yaml": "", "": "", "sarif": "",
	} {
		got, ok := FormatFromPath(path)
		if got != want || ok != (want != "") {
			t.Errorf("FormatFromPath(%q) = %q, %v; want %q", path, got, ok, want)
		}
	}
}

// TestLookupFormat: every listed format and alias is found, and each
// writes; an unknown name is not.
func TestLookupFormat(t *testing.T) {
	for _, name := range append([]string{"md"}, Formats...) {
		f, ok := LookupFormat(name)
		if !ok || f.write == nil {
			t.Errorf("LookupFormat(%q) not found", name)
		}
	}
	if f, _ := LookupFormat("md"); f.Name != "markdown" {
		t.Errorf("md is %q", f.Name)
	}
	if _, ok := LookupFormat("yaml"); ok {
		t.Error("yaml found")
	}
}
