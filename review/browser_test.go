package review

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// browser finds a Chromium on PATH, or skips the test.
func browser(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("no chromium, chromium-browser or google-chrome on PATH")
	return ""
}

// TestHTMLInChromium renders the review page of a remove-pair redaction
// in headless Chromium: the DOM the browser builds from the page holds
// every branch entry, the marked token and the removed label (so the
// markup parses as intended), and a screenshot is taken.
func TestHTMLInChromium(t *testing.T) {
	bin := browser(t)
	s := newSession()
	s.text("user", "key SECRET-AB12CD34 <b>not bold</b>")
	_, f := redactBytes(t, engine(t, "", testPolicy("mask")), "m.jsonl", s.bytes())
	_, g := redactBytes(t, engine(t, "", testPolicy("remove-pair")), "p.jsonl", removePairSession())
	var page bytes.Buffer
	if err := WriteHTML(&page, []*File{f, g}); err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	html := filepath.Join(dir, "review.html")
	if err := os.WriteFile(html, page.Bytes(), 0o600); err != nil {
		t.Fatal(err)
	}
	url := "file://" + html
	run := func(args ...string) []byte {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 90*time.Second)
		defer cancel()
		base := []string{"--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--user-data-dir=" + filepath.Join(dir, "profile")}
		cmd := exec.CommandContext(ctx, bin, append(base, args...)...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("%s %v: %v\n%s", bin, args, err, stderr.String())
		}
		return out
	}
	dom := string(run("--dump-dom", url))
	for _, want := range []string{
		`<mark>[REDACTED:test-secret]</mark> &lt;b&gt;not bold&lt;/b&gt;`,
		`<h2>m.jsonl</h2>`, `<h2>p.jsonl</h2>`,
		`data-line="4"`, `removed: remove-pair`,
		`<span class="role">toolResult</span>`,
	} {
		if !strings.Contains(dom, want) {
			t.Errorf("DOM lacks %q", want)
		}
	}
	for _, id := range []string{"e1", "e2", "e3", "e4", "e5"} {
		if !strings.Contains(dom, "· "+id+" ·") {
			t.Errorf("DOM lacks entry %s", id)
		}
	}
	if strings.Contains(dom, "<b>") || strings.Contains(dom, "SECRET-") {
		t.Error("the DOM holds unescaped markup or the secret")
	}
	shot := filepath.Join(dir, "review.png")
	run("--screenshot="+shot, "--window-size=1200,2000", url)
	png, err := os.ReadFile(shot)
	if err != nil {
		t.Fatal(err)
	}
	if len(png) < 1000 || !bytes.HasPrefix(png, []byte("\x89PNG\r\n\x1a\n")) {
		t.Errorf("screenshot is not a PNG (%d bytes)", len(png))
	}
	if keep := os.Getenv("REVIEW_SCREENSHOT"); keep != "" {
		os.WriteFile(keep, png, 0o600)
	}
}
