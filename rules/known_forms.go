package rules

import (
	"bytes"
	"hash/maphash"
	"slices"
)

// knownForm is one form of a known secret. Only an escaped form keeps its
// text (in the matcher's arena); plain, hex and base64 forms are read off
// the secret: storing them cost about 2 kB per secret, most of a run's
// matcher.
type knownForm struct {
	secret int32 // index in KnownSecrets.secrets
	off    int32 // formStored: offset of the text in the arena
	n      int32 // length of the text
	kind   uint8
	align  uint8 // base64: bytes before the secret in the encoded text (0-2)
}

const (
	formPlain    uint8 = iota // the secret
	formStored                // an escaped form: arena[off:off+n]
	formHex                   // lower-case hex
	formHexUpper              // upper-case hex
	formB64Std                // base64 characters determined by the secret alone
	formB64URL                // the same in the URL-safe alphabet
)

const (
	hexLowerDigits = "0123456789abcdef"
	hexUpperDigits = "0123456789ABCDEF"
	b64StdAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	b64URLAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
)

// b64Span returns, for a secret of n bytes encoded after align bytes
// (0-2), the characters of the encoding that the secret's bytes alone
// determine: a base64 text that holds the secret at any offset holds, for
// one alignment and one alphabet, those characters.
func b64Span(align, n int) (first, last int) {
	first = (8*align + 5) / 6 // first char starting at or after bit 8*align
	last = (8 * (align + n)) / 6
	return first, last
}

// b64Char returns character j of a base64 form of v: the 6 bits of v at
// bit 6*(first+j) - 8*align, counted from v's first bit.
func b64Char(alphabet, v string, align, j int) byte {
	first, _ := b64Span(align, len(v))
	bit := 6*(first+j) - 8*align
	x := uint(v[bit/8]) << 8
	if bit/8+1 < len(v) {
		x |= uint(v[bit/8+1])
	}
	return alphabet[(x>>(10-bit%8))&63]
}

// appendText appends the text of f to dst (once finish has set the arena).
func (k *KnownSecrets) appendText(dst []byte, f *knownForm) []byte {
	v := k.secrets[f.secret].value
	switch f.kind {
	case formPlain:
		return append(dst, v...)
	case formStored:
		return append(dst, k.arena[f.off:f.off+f.n]...)
	case formHex, formHexUpper:
		digits := hexLowerDigits
		if f.kind == formHexUpper {
			digits = hexUpperDigits
		}
		for i := 0; i < len(v); i++ {
			dst = append(dst, digits[v[i]>>4], digits[v[i]&15])
		}
		return dst
	default:
		// b64Char of j = 0, 1… with the bit offset carried from one
		// character to the next: the forms of every known secret are
		// built several times when a file's index is (a call, a span and
		// divisions per character were 1 % of a scan)
		alphabet := b64Alphabet(f.kind)
		first, _ := b64Span(int(f.align), len(v))
		bit := 6*first - 8*int(f.align)
		for j := 0; j < int(f.n); j++ {
			x := uint(v[bit/8]) << 8
			if bit/8+1 < len(v) {
				x |= uint(v[bit/8+1])
			}
			dst = append(dst, alphabet[(x>>(10-bit%8))&63])
			bit += 6
		}
		return dst
	}
}

func b64Alphabet(kind uint8) string {
	if kind == formB64URL {
		return b64URLAlphabet
	}
	return b64StdAlphabet
}

// matchAt reports whether the text of f starts at text[p].
func (k *KnownSecrets) matchAt(text string, p int, f *knownForm) bool {
	if p < 0 || p+int(f.n) > len(text) {
		return false
	}
	t := text[p : p+int(f.n)]
	v := k.secrets[f.secret].value
	switch f.kind {
	case formPlain:
		return t == v
	case formStored:
		return t == k.arena[f.off:f.off+f.n]
	case formHex, formHexUpper:
		digits := hexLowerDigits
		if f.kind == formHexUpper {
			digits = hexUpperDigits
		}
		for i := 0; i < len(v); i++ {
			if t[2*i] != digits[v[i]>>4] || t[2*i+1] != digits[v[i]&15] {
				return false
			}
		}
		return true
	default:
		alphabet := b64Alphabet(f.kind)
		for j := 0; j < len(t); j++ {
			if t[j] != b64Char(alphabet, v, int(f.align), j) {
				return false
			}
		}
		return true
	}
}

// dedupForms drops every form whose text an earlier form has (the same
// text of one secret in two forms, or of two secrets), keeping the order of
// the others: the first one added reports it.
func (k *KnownSecrets) dedupForms() {
	type keyed struct {
		h uint64
		i int32
	}
	seed := maphash.MakeSeed()
	keys := make([]keyed, len(k.forms))
	var buf []byte
	for i := range k.forms {
		buf = k.appendText(buf[:0], &k.forms[i])
		keys[i] = keyed{maphash.Bytes(seed, buf), int32(i)}
	}
	slices.SortFunc(keys, func(a, b keyed) int {
		if a.h != b.h {
			if a.h < b.h {
				return -1
			}
			return 1
		}
		return int(a.i - b.i)
	})
	dead := make([]bool, len(k.forms))
	var other []byte
	for lo := 0; lo < len(keys); {
		hi := lo + 1
		for hi < len(keys) && keys[hi].h == keys[lo].h {
			hi++
		}
		for j := lo + 1; j < hi; j++ { // equal hashes: compare the texts
			buf = k.appendText(buf[:0], &k.forms[keys[j].i])
			for l := lo; l < j; l++ {
				if dead[keys[l].i] {
					continue
				}
				if other = k.appendText(other[:0], &k.forms[keys[l].i]); bytes.Equal(buf, other) {
					dead[keys[j].i] = true
					break
				}
			}
		}
		lo = hi
	}
	live := k.forms[:0]
	for i, f := range k.forms {
		if !dead[i] {
			live = append(live, f)
		}
	}
	k.forms = slices.Clone(live) // the appended slice's spare room goes
}
