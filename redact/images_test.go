package redact

import (
	"bytes"
	"testing"

	"github.com/omp-redact/omp-redact/session"
	"github.com/rogpeppe/go-internal/txtar"
)

// TestShareDropsEveryImage: the share and strict profiles (images: drop)
// leave no image data, data-URL or blob reference in any of the places
// omp keeps images (issue 11 item 13), and the output verifies.
func TestShareDropsEveryImage(t *testing.T) {
	ar, err := txtar.ParseFile("testdata/engine/image_drop_everywhere.txtar")
	if err != nil {
		t.Fatal(err)
	}
	var in []byte
	for _, f := range ar.Files {
		if f.Name == "input.jsonl" {
			in = f.Data
		}
	}
	if n := bytes.Count(in, []byte("iVBORw0KGgo")) + bytes.Count(in, []byte("blob:sha256:")); n != 11 {
		t.Fatalf("reproduction holds %d images, want 11", n)
	}
	for _, prof := range []string{"share", "strict"} {
		e := newTestEngine(t, prof, nil)
		res, err := e.Session("in", in, session.Options{})
		if err != nil || res.Fatal != nil {
			t.Fatalf("%s: %v %v", prof, err, res.Fatal)
		}
		if err := e.Verify(res); err != nil {
			t.Fatalf("%s: %v", prof, err)
		}
		for _, needle := range []string{"iVBORw0KGgo", "data:image/", "blob:sha256:"} {
			if n := bytes.Count(res.Output, []byte(needle)); n > 0 {
				t.Errorf("%s: output keeps %d %q", prof, n, needle)
			}
		}
	}
}
