package rules

import "strings"

// rpcEndpointToken finds the key that blockchain node providers put in
// the path of an RPC endpoint's URL (https://<chain>.core.chainstack.com/
// <32 hex>, https://rpc.ankr.com/eth/<64 hex>, https://<chain>.blastapi.io/
// <uuid>): whoever has the URL spends the account's quota. Infura's,
// Alchemy's and QuickNode's have rules of their own, and a key in the
// query (?api-key=, &dkey=) is url-query-secret's. The host must be a
// provider's; the key is a path segment that is random: 24 hex digits
// or more, a UUID, or 20 characters or more of two classes at least.
type rpcEndpointToken struct{ rule Rule }

// rpcProviderHosts are the providers' domains; a URL's host must end with
// one of them.
var rpcProviderHosts = []string{
	"chainstack.com", "p2pify.com", "ankr.com", "getblock.io", "nodereal.io", "blastapi.io", "moralis-nodes.com",
	"blockpi.network", "tenderly.co", "pokt.network", "allthatnode.com", "1rpc.io", "chainnodes.org", "zan.top",
	"unifra.io", "nodies.app",
}

func newRPCEndpointToken() *rpcEndpointToken {
	return &rpcEndpointToken{rule: Rule{ID: "rpc-endpoint-token", Source: SourceBuiltin, Severity: SeverityHigh,
		Keywords:    append([]string(nil), rpcProviderHosts...),
		Description: "Key in the path of a blockchain node provider's RPC endpoint (Chainstack, Ankr, GetBlock, NodeReal, Blast, Moralis, BlockPI, Tenderly, Pocket…)."}}
}

func (d *rpcEndpointToken) info() *Rule { return &d.rule }

func (d *rpcEndpointToken) find(text string, hits []int, out []Match) ([]Match, error) {
	if hits == nil {
		for _, h := range rpcProviderHosts {
			hits = append(hits, literalHits(text, h)...)
		}
	}
	last := -1
	for _, h := range hits {
		if h < last {
			continue
		}
		// the host: the domain ends it, and "://" starts it
		he, e := hostPort(text, h)
		s := h
		for s > 0 && h-s < 128 && (isAlnum(text[s-1]) || text[s-1] == '.' || text[s-1] == '-') {
			s--
		}
		if s < 3 || text[s-3:s] != "://" || !rpcHostEnd(text[s:he]) {
			continue
		}
		for e < len(text) && text[e] == '/' {
			a := e + 1
			b := a
			for b < len(text) && b-a < 200 && (isAlnum(text[b]) || text[b] == '-' || text[b] == '_') {
				b++
			}
			if v := text[a:b]; rpcKey(v) {
				out = append(out, Match{RuleID: d.rule.ID, Start: a, End: b, Secret: v})
			}
			e = b
		}
		last = e
	}
	return out, nil
}

// rpcHostEnd reports whether host is one of rpcProviderHosts or a
// subdomain of one.
func rpcHostEnd(host string) bool {
	host = strings.ToLower(host)
	for _, p := range rpcProviderHosts {
		if host == p || strings.HasSuffix(host, "."+p) {
			return true
		}
	}
	return false
}

// rpcKey reports a path segment that is a key, not a chain's or a
// method's name (eth, v1, mainnet, ogrpc).
func rpcKey(v string) bool {
	switch {
	case len(v) >= 24 && isHexString(v):
		return !isPlaceholder(v) && hasClasses(v, 2)
	case uuidValue.MatchString(v):
		return !isPlaceholder(v)
	case len(v) >= 20:
		return hasClasses(v, 2) && nearValue(v)
	}
	return false
}
