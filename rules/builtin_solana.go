package rules

import "strings"

// solanaKeypairID is the rule of Solana keypair files' bytes.
const solanaKeypairID = "solana-keypair"

// solanaKeypair finds the secret key of a Solana keypair as its files
// hold it (solana-keygen's id.json, a wallet's export, a program's
// deploy key): a JSON array of 64 numbers from 0 to 255, the 32 bytes of
// the ed25519 seed then the 32 of the public key. No token rule reads
// numbers, and the file is the whole wallet. The array must follow a
// word saying Solana or keypair within a few lines, since 64 bytes are
// also a SHA-512 digest's length.
type solanaKeypair struct{ rule Rule }

func newSolanaKeypair() *solanaKeypair {
	return &solanaKeypair{rule: Rule{ID: solanaKeypairID, Source: SourceBuiltin, Severity: SeverityCritical,
		Keywords:    []string{"solana", "keypair", "secretkey", "secret_key"},
		Description: "Solana keypair bytes (a JSON array of 64 numbers from 0 to 255, as id.json holds them) after a word saying Solana or keypair."}}
}

func (k *solanaKeypair) info() *Rule { return &k.rule }

// solanaReach is how far after its keyword a keypair's array may start.
const solanaReach = 400

func (k *solanaKeypair) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, k.rule.Keywords)
	done := -1
	for _, h := range hits {
		if h < done {
			continue
		}
		lim := min(len(text), h+solanaReach)
		for at := h; at < lim; {
			o := strings.IndexByte(text[at:lim], '[')
			if o < 0 {
				break
			}
			s := at + o
			c := strings.IndexByte(text[s:min(len(text), s+64*5)], ']')
			if c < 0 {
				at = s + 1
				continue
			}
			e := s + c + 1
			if n, ok := byteArray(text[s:e]); ok && n == 64 {
				out = append(out, Match{RuleID: solanaKeypairID, Start: s + 1, End: e - 1, Secret: text[s+1 : e-1]})
				done = e
				break
			}
			at = s + 1
		}
	}
	return out, nil
}
