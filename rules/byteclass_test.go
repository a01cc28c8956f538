package rules

import "testing"

// TestByteClass: the table answers as the range tests it replaced.
func TestByteClass(t *testing.T) {
	for i := 0; i < 256; i++ {
		c := byte(i)
		alnum := '0' <= c && c <= '9' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z'
		if isAlnum(c) != alnum {
			t.Errorf("isAlnum(%q) = %v", c, !alnum)
		}
		if word := alnum || c == '_'; isWordByte(c) != word {
			t.Errorf("isWordByte(%q) = %v", c, !word)
		}
		if v := c > ' ' && c < 0x7f && c != '"' && c != '\'' && c != '`' && c != '\\'; valueChar(c) != v {
			t.Errorf("valueChar(%q) = %v", c, !v)
		}
	}
}
