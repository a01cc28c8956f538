package rules

import "hash/crc32"

// Token formats known to Microsoft's security-utilities (the secret
// masker of Azure DevOps, behind GitHub's Microsoft patterns) that no
// other rule here reads except through the generic rules' randomness
// tests. Each is written from the format (alphabet, length, checksum),
// not from their code. Their identifiable keys, a fixed signature at a
// fixed position (+ASt, ACDb, +AMC, +ASb, AZEG, AzFu…), and the common
// annotated security keys (JQQJ9…) are read by azure-identifiable-key,
// their PKCS#12 bundles by pkcs12-base64, and their legacy keys in
// connection strings by azure-storage-account-key and
// azure-shared-access-key.
func msftDetectors() []detector {
	return []detector{
		&adoLegacyPAT{rule: Rule{ID: "azure-devops-legacy-pat", Source: SourceBuiltin, Severity: SeverityCritical,
			Description: "Azure DevOps personal access token of the legacy format: 52 lower-case base32 characters whose embedded CRC-32 checks."}},
	}
}

// adoPATLen is the length of a legacy Azure DevOps PAT: 32 bytes in
// base32 (260 bits, the last 4 zero).
const adoPATLen = 52

// The two values a legacy PAT's CRC-32 is XORed with: one for the PATs
// a user creates, one for those an application gets.
const (
	adoUserPATMagic = 0xE0B9692D
	adoAppPATMagic  = 0x1019F92E
)

// adoLegacyPAT finds the legacy Azure DevOps personal access tokens: 32
// bytes written as 52 lower-case base32 characters, 28 random bytes and
// a CRC-32 of them spread over bytes 2, 7, 8 and 22. There is no prefix
// to use as a keyword, so the rule runs on every string, but it is a byte
// scan: a run of 52 base32 characters holds one of every 52 positions,
// and only a position holding such a character is looked at around; the
// run must be exactly 52 long, between bytes that are not letters or
// digits, before the checksum is computed. A run of 52 characters that
// is not a PAT passes the checksum once in 2^31.
type adoLegacyPAT struct{ rule Rule }

func (d *adoLegacyPAT) info() *Rule { return &d.rule }

func (d *adoLegacyPAT) find(text string, _ []int, out []Match) ([]Match, error) {
	for p := adoPATLen - 1; p < len(text); {
		if !isLowerB32(text[p]) {
			p += adoPATLen
			continue
		}
		s := p
		for s > 0 && p-s < adoPATLen && isLowerB32(text[s-1]) {
			s--
		}
		e := p + 1
		for e < len(text) && isLowerB32(text[e]) {
			e++
		}
		if e-s == adoPATLen && (s == 0 || !isAlnum(text[s-1])) && (e == len(text) || !isAlnum(text[e])) && adoPATChecks(text[s:e]) {
			out = append(out, Match{RuleID: d.rule.ID, Start: s, End: e, Secret: text[s:e]})
		}
		// text[e] ends the run: a run after it holds e+52
		p = e + adoPATLen
	}
	return out, nil
}

// isLowerB32 reports whether c is in the lower-case base32 alphabet
// (a-z, 2-7).
func isLowerB32(c byte) bool { return c >= 'a' && c <= 'z' || c >= '2' && c <= '7' }

// adoPATChecks decodes a 52-character lower-case base32 run and reports
// whether its embedded CRC-32 is that of its other 28 bytes, XORed with
// the user or the application value.
func adoPATChecks(v string) bool {
	if v[len(v)-1] != 'a' && v[len(v)-1] != 'q' {
		return false // the last character holds one bit and four zeros
	}
	var b [32]byte
	var acc uint32
	n, j := 0, 0
	for i := 0; i < len(v) && j < len(b); i++ {
		c := v[i]
		x := uint32(c - 'a')
		if c <= '7' {
			x = uint32(c-'2') + 26
		}
		acc = acc<<5 | x
		n += 5
		if n >= 8 {
			n -= 8
			b[j] = byte(acc >> n)
			j++
		}
	}
	var tok [28]byte
	copy(tok[0:2], b[0:2])
	copy(tok[2:6], b[3:7])
	copy(tok[6:19], b[9:22])
	copy(tok[19:28], b[23:32])
	crc := crc32.ChecksumIEEE(tok[:])
	got := uint32(b[22]) | uint32(b[8])<<8 | uint32(b[7])<<16 | uint32(b[2])<<24
	return got == crc^adoUserPATMagic || got == crc^adoAppPATMagic
}
