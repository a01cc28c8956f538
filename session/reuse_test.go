package session

import (
	"bytes"
	"math/rand"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// TestParseReuse checks that parsing with Options.Reuse gives the same
// session as parsing from scratch, for copies of every corpus file with
// lines changed in place, removed (alone or in runs) and emptied.
func TestParseReuse(t *testing.T) {
	r := rand.New(rand.NewSource(5))
	reused := 0
	for _, f := range corpusFiles(t) {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		in, err := ParseBytes(data, f, Options{AllowUnknownVersion: true})
		if err != nil {
			continue // not a session the engine would redact
		}
		for round := range 8 {
			lines := bytes.SplitAfter(data, []byte("\n"))
			var out [][]byte
			for i := 0; i < len(lines); i++ {
				switch p := r.Intn(20); {
				case p == 0 && round > 0: // removed
					continue
				case p == 1 && round > 0: // a run removed
					i += r.Intn(6)
					continue
				case p == 2: // changed in place
					l := append([]byte(nil), lines[i]...)
					if k := bytes.Index(l, []byte(`"text":"`)); k >= 0 {
						l[k+8] = 'X'
					} else if len(l) > 3 {
						l[len(l)/2] = ' '
					}
					out = append(out, l)
				case p == 3: // emptied
					out = append(out, []byte("\n"))
				case p == 4 && round%4 == 3: // doubled (a copy longer than its input)
					out = append(out, lines[i], lines[i])
				default:
					out = append(out, lines[i])
				}
			}
			copyData := bytes.Join(out, nil)
			want, werr := ParseBytes(copyData, f, Options{AllowUnknownVersion: true})
			got, gerr := ParseBytes(copyData, f, Options{AllowUnknownVersion: true, Reuse: in})
			if round%2 == 1 {
				// Recycle writes over a parse of the input of its own
				// (in is reused by the next rounds).
				in2, err := ParseBytes(data, f, Options{AllowUnknownVersion: true})
				if err != nil {
					t.Fatal(err)
				}
				got, gerr = ParseBytes(copyData, f, Options{AllowUnknownVersion: true, Reuse: in2, Recycle: true})
				if len(in2.Lines) != 0 || in2.byID.t.slots != nil {
					t.Fatalf("%s round %d: the recycled session still holds %d lines", filepath.Base(f), round, len(in2.Lines))
				}
			}
			if (werr == nil) != (gerr == nil) {
				t.Fatalf("%s round %d: error %v with reuse, %v without", filepath.Base(f), round, gerr, werr)
			}
			if werr != nil {
				continue
			}
			if len(want.Lines) != len(got.Lines) || want.Version != got.Version || len(want.Entries) != len(got.Entries) {
				t.Fatalf("%s round %d: %d lines, %d entries, version %d with reuse; %d, %d, %d without", filepath.Base(f), round,
					len(got.Lines), len(got.Entries), got.Version, len(want.Lines), len(want.Entries), want.Version)
			}
			for i := range want.Lines {
				if !lineEqual(want.Lines[i], got.Lines[i]) {
					t.Fatalf("%s round %d: line %d differs (-scratch +reuse):\n%s", filepath.Base(f), round, i+1, cmp.Diff(*want.Lines[i], *got.Lines[i], cmpopts.EquateEmpty()))
				}
			}
			if (want.Title == nil) != (got.Title == nil) || (want.Header == nil) != (got.Header == nil) ||
				want.Header != nil && want.Header.Num != got.Header.Num {
				t.Fatalf("%s round %d: title or header differs", filepath.Base(f), round)
			}
			if diff := cmp.Diff(idMap(want), idMap(got)); diff != "" {
				t.Fatalf("%s round %d: ids differ:\n%s", filepath.Base(f), round, diff)
			}
			reused += len(got.Lines)
		}
	}
	if reused < 400 { // testdata alone has about 850 (the shared corpus may be absent)
		t.Errorf("only %d lines checked", reused)
	}
}

func lineEqual(a, b *Line) bool {
	return a.Num == b.Num && a.Offset == b.Offset && bytes.Equal(a.Raw, b.Raw) && a.EOL() == b.EOL() &&
		a.Kind == b.Kind && a.Err() == b.Err() && a.Type() == b.Type() && a.ID == b.ID && a.HasID == b.HasID &&
		a.ParentID == b.ParentID && a.HasParent == b.HasParent && a.Stamped == b.Stamped &&
		a.Role() == b.Role() && a.Index == b.Index && slices.Equal(a.DupKeys(), b.DupKeys())
}

// idMap lists what s's id index answers for every id of its entries.
func idMap(s *Session) map[string]int {
	m := map[string]int{}
	for _, e := range s.Entries {
		if e.HasID {
			i, ok := s.byID.lookup(s.Entries, e.ID)
			if !ok {
				i = -1
			}
			m[e.ID] = i
		}
	}
	return m
}
