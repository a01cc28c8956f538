package rules

import "strings"

// devChainKeysID is the rule of the private keys a local chain lists.
const devChainKeysID = "dev-chain-private-key"

// devChainKeys finds the private keys that Ethereum's local chains print
// at start (anvil, ganache, hardhat node): a "Private Keys" heading, its
// "====" rule, then one "(i) 0x<64 hex>" line per account. A transaction
// hash has the same shape; the heading is what says key. The accounts a
// default mnemonic derives are known to all, but a custom mnemonic's (or
// a fork's funded account's) are not, so every key counts.
type devChainKeys struct{ rule Rule }

func newDevChainKeys() *devChainKeys {
	return &devChainKeys{rule: Rule{ID: devChainKeysID, Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    []string{"private keys"},
		Description: "Private keys a local Ethereum chain lists at start (anvil, ganache, hardhat node): the lines \"(i) 0x<64 hex digits>\" under its \"Private Keys\" heading."}}
}

func (d *devChainKeys) info() *Rule { return &d.rule }

// maxDevChainKeys bounds the lines read under one heading.
const maxDevChainKeys = 64

func (d *devChainKeys) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, d.rule.Keywords)
	for _, h := range hits {
		le := lineEnd(text, h)
		// the heading alone on its line ("Private Keys", "Private Keys:")
		ls := strings.LastIndexByte(text[:h], '\n') + 1
		if t := strings.TrimSpace(text[ls:le]); len(t) > len("Private Keys:") {
			continue
		}
		at := le + 1
		for n := 0; n < maxDevChainKeys && at < len(text); n++ {
			e := lineEnd(text, at)
			t := strings.TrimSpace(text[at:e])
			switch {
			case t == "" || strings.Trim(t, "=-") == "":
				// the heading's rule, blank lines
			default:
				s, ok := devChainKeyLine(t)
				if !ok {
					n = maxDevChainKeys
					continue
				}
				s += at + strings.Index(text[at:e], t)
				out = append(out, Match{RuleID: devChainKeysID, Start: s, End: s + 66, Secret: text[s : s+66]})
			}
			at = e + 1
		}
	}
	return out, nil
}

// devChainKeyLine reports a line "(i) 0x<64 hex>" and where its key
// starts in it.
func devChainKeyLine(t string) (int, bool) {
	if len(t) < 4 || t[0] != '(' {
		return 0, false
	}
	c := strings.IndexByte(t, ')')
	if c < 2 || !isDigits(t[1:c]) {
		return 0, false
	}
	s := c + 1
	for s < len(t) && t[s] == ' ' {
		s++
	}
	k := t[s:]
	if len(k) != 66 || !strings.HasPrefix(k, "0x") || !isHexString(strings.ToLower(k[2:])) {
		return 0, false
	}
	return s, true
}
