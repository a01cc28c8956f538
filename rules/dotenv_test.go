package rules

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseDotenv(t *testing.T) {
	in := strings.Join([]string{
		"# a comment",
		"",
		"PLAIN=value1234 # inline comment",
		"TAB=tabbed5678\t# comment",
		"HASH=pa#ss12345678",
		"export EXPORTED='single # kept'",
		"export\tTABBED=tabexport99",
		`DOUBLE="esc \"q\" \\ \$HOME\tx" # comment`,
		"MULTI=\"line one",
		"line two\"  # after",
		"SINGLEMULTI='a",
		"b'",
		"BACK=`back tick`",
		"  SPACED  =  spaced value  ",
		"EMPTY=",
		"not an assignment",
		"9BAD=skipped",
		"CRLF=crlfvalue\r",
	}, "\n")
	got, err := parseDotenv(in)
	if err != nil {
		t.Fatal(err)
	}
	want := []dotenvVar{
		{"PLAIN", "value1234", 3},
		{"TAB", "tabbed5678", 4},
		{"HASH", "pa#ss12345678", 5},
		{"EXPORTED", "single # kept", 6},
		{"TABBED", "tabexport99", 7},
		{"DOUBLE", "esc \"q\" \\ $HOME\tx", 8},
		{"MULTI", "line one\nline two", 9},
		{"SINGLEMULTI", "a\nb", 11},
		{"BACK", "back tick", 13},
		{"SPACED", "spaced value", 14},
		{"EMPTY", "", 15},
		{"CRLF", "crlfvalue", 18},
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(dotenvVar{})); diff != "" {
		t.Errorf("parse (-want +got):\n%s", diff)
	}
}

func TestParseDotenvUnterminated(t *testing.T) {
	_, err := parseDotenv("OK=1\nKEY=\"never closed\nMORE=x\n")
	if err == nil || !strings.Contains(err.Error(), "2:5: KEY: the value's \" quote is never closed") {
		t.Fatalf("err = %v", err)
	}
}
