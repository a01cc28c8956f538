package rules

import (
	"math/rand"
	"strings"
	"testing"
)

// noEchoDefault's YAML branch looked for the line's start with
// strings.LastIndexByte(text[:h], '\n') at every hit: on a long line of
// "NoEcho" words each hit read back to the line's start (quadratic; a
// 1 MB line took about 40 s). It now reads back maxNoEchoBlock bytes at
// most: a NoEcho farther from its line's start is no block's.
// BenchmarkNoEchoLongLine measures the long line.
func TestReview16bNoEchoLongLineBounded(t *testing.T) {
	r := rand.New(rand.NewSource(160))
	pw := randToken(r, tAlnum, 20)
	near := "  P:\n    NoEcho: true\n    Default: " + pw + "\n"
	if s, e, ok := noEchoDefault(near, strings.Index(near, "NoEcho")); !ok || near[s:e] != pw {
		t.Fatalf("block: %v %q", ok, near[s:e])
	}
	far := strings.Repeat("x", maxNoEchoBlock+1) + " NoEcho: true\n    Default: " + pw + "\n"
	if _, _, ok := noEchoDefault(far, strings.Index(far, "NoEcho")); ok {
		t.Error("a NoEcho past the bound from its line's start was read as a block's")
	}
}

func BenchmarkNoEchoLongLine(b *testing.B) {
	text := strings.Repeat("NoEcho ", (256<<10)/7)
	s := testSet(b)
	b.SetBytes(int64(len(text)))
	for range b.N {
		if _, err := s.Detect(text); err != nil {
			b.Fatal(err)
		}
	}
}

// The JSON branch of noEchoDefault bounds the parameter's object by the
// first '}' after NoEcho, also inside a string: an AllowedPattern with a
// repetition ({8,64}) before the Default hides the Default.
func TestReview16bNoEchoJSONBraceInString(t *testing.T) {
	r := rand.New(rand.NewSource(161))
	pw := randToken(r, tAlnum, 20)
	text := `{"DBPassword": {"Type": "String", "NoEcho": "true", "AllowedPattern": "^[a-zA-Z0-9]{8,64}$", "Default": "` + pw + `"}}`
	if !review16Covers(t, text, pw) {
		t.Error("NoEcho parameter's Default not found")
	}
}

// tfstateSensitive looks an attribute's name up anywhere in the
// attributes' text, nested objects included: a nested block with a
// member of the same name before it (cty sorts the keys) is reported,
// and the sensitive top-level value is left.
func TestReview16bTFStateNestedNameFirst(t *testing.T) {
	r := rand.New(rand.NewSource(162))
	other, v := randToken(r, tAlnum, 12), randToken(r, tAlnum, 20)
	text := `{"attributes": {"conditions": [{"value": "` + other + `"}], "id": "x", "value": "` + v + `"},` +
		` "sensitive_attributes": [[{"type": "get_attr", "value": "value"}]]}`
	ms, err := testSet(t).Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.RuleID == "terraform-state-sensitive" && m.Secret == v {
			return
		}
	}
	t.Errorf("sensitive top-level value not reported: %v", ms)
}

// The 64 kB look-back for "attributes" crosses into the previous
// instance when this one has none ("attributes_flat", a state upgraded
// from 0.11): the previous instance's value, not sensitive there, is
// reported.
func TestReview16bTFStateOtherInstance(t *testing.T) {
	r := rand.New(rand.NewSource(163))
	v := randToken(r, tAlnum, 16)
	text := `{"instances": [{"attributes": {"id": "a", "password": "` + v + `"}, "sensitive_attributes": []},` +
		` {"attributes_flat": {"id": "b"}, "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]]}]}`
	ms, err := testSet(t).Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range ms {
		if m.RuleID == "terraform-state-sensitive" {
			t.Errorf("value of another instance reported: %+v", m)
		}
	}
}

// urlHashGate stops at any byte <= ' ' (the expression's \s is only
// \t\n\f\r and space) and counts 390 bytes (the expression counts runes):
// the gate refuses texts the '#' expression matches.
func TestReview16bURLHashGateNotNecessary(t *testing.T) {
	r := rand.New(rand.NewSource(164))
	a, b := randToken(r, tAlnum, 10), randToken(r, tAlnum, 8)
	s := testSet(t)
	checkPrefilter(t, s, "url-password", "postgres://app:"+a+"\x1b#"+b+"@db/app")
	checkPrefilter(t, s, "url-password", "postgres://"+strings.Repeat("é", 100)+":"+strings.Repeat("é", 100)+a+"#"+b+"@db/app")
}

// passwordStatementGate reads 221 bytes after the hit for "password";
// the expression reads 200 units of (?:[^;.]|\.[^\s;.]): runes of up to
// 4 bytes, or two bytes: the gate refuses statements it matches.
func TestReview16bSQLPasswordGateBytes(t *testing.T) {
	r := rand.New(rand.NewSource(165))
	pw := randToken(r, tAlnum, 14)
	checkPrefilter(t, testSet(t), "sql-password", "CREATE USER app WITH "+strings.Repeat("é", 150)+" PASSWORD '"+pw+"';")
}

// The PostgreSQL/SQL Server expression takes (?:create|alter)[ \t]+
// (?:user|role|login), but the keywords have one space: CREATE\tUSER
// (or two spaces) gives no hit and the rule does not run.
func TestReview16bSQLPasswordHeadBlanks(t *testing.T) {
	r := rand.New(rand.NewSource(166))
	pw := randToken(r, tAlnum, 14)
	checkPrefilter(t, testSet(t), "sql-password", "CREATE\tUSER app WITH PASSWORD '"+pw+"';")
}
