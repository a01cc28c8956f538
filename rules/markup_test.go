package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// TestMarkupBetweenNameAndValue: a credential's name and value set apart
// by inline markup (HTML, office XML) are read as if the tags were not
// there, and the match is the value's own bytes; a form's field, a value
// with a tag inside it and a table's names stay.
func TestMarkupBetweenNameAndValue(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(71))
	for range 3 {
		pw := randToken(r, tAlnum, 9) + "#" + randToken(r, "0123456789", 2)
		key := randToken(r, tAlnum, 30)
		for _, c := range []struct{ text, secret string }{
			{"Password: <code>" + pw + "</code>", pw},
			{"<b>Password:</b> " + pw + "<br>", pw},
			{`<text:p>Root-Kennwort: <text:span text:style-name="T1">` + pw + "</text:span></text:p>", pw},
			{"<p><strong>API key:</strong> <code>" + key + "</code></p>", key},
			{"<li>Passwort: <strong>" + pw + "</strong></li>", pw},
		} {
			ms, err := s.Detect(c.text)
			if err != nil {
				t.Fatal(err)
			}
			if !coveredSecret(ms, c.secret) {
				t.Errorf("%q: %+v", c.text, ms)
			}
		}
		for _, text := range []string{
			`<label>Password</label><input type="password" name="pw"></label>`,
			"<td>token</td><td>refresh</td>",
			"Password: <code>" + pw[:5] + "</code><i>" + pw[5:] + "</i>", // a tag inside: not one run of the text
		} {
			ms, err := s.Detect(text)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range ms {
				if strings.ContainsAny(m.Secret, "<>") || m.Secret == pw {
					t.Errorf("%q: %s reports %q", text, m.RuleID, m.Secret)
				}
			}
		}
	}
}

// TestTagView: the view drops tags, breaks the line where a line or a
// block ends (<br>, </p>), and maps each of its bytes back to the text's
// (a break to its tag's '<').
func TestTagView(t *testing.T) {
	text := "a <b>x</b> < 3 and <br/>y\n<not a tag"
	view, from, ok := tagView(text)
	if !ok || view != "a x < 3 and \ny\n<not a tag" {
		t.Fatalf("view %q ok %v", view, ok)
	}
	for i := range view {
		if text[from[i]] != view[i] && !(view[i] == '\n' && text[from[i]] == '<') {
			t.Fatalf("byte %d maps to %d", i, from[i])
		}
	}
	if _, _, ok := tagView("no tags < here > at all"); ok {
		t.Error("a view of text without tags")
	}
}
