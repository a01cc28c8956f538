package rules

// Credentials that providers put in a URL's path or in a scheme of their
// own rather than in a header or a key name: RPC endpoints that
// authenticate by the key in their path (Alchemy, Infura, QuickNode),
// Anaconda's channel tokens (/t/<token>/), Fly.io's macaroon tokens
// (FlyV1 fm2_…), and the private keys of Hardhat's accounts list. Each
// format is the provider's documented one.

// pathKeyDetectors returns the rules of this file.
func pathKeyDetectors() []detector {
	return []detector{
		providerRule("alchemy-api-key", "Alchemy API key, in an RPC URL's path (<network>.g.alchemy.com/v2/<key>) or alone (alcht_ and 30 characters).", SeverityHigh,
			[]string{"alchemy", "alcht_"}, nil,
			`\balchemy(?:api\.io|\.com)/v2/([A-Za-z0-9_\-]{32})\b`,
			`\b(alcht_[A-Za-z0-9]{30})\b`),
		providerRule("infura-project-key", "Infura project key in an RPC URL's path (<network>.infura.io/v3/<key>).", SeverityHigh,
			[]string{"infura.io"}, nil,
			`\binfura\.io/(?:ws/)?v3/([0-9a-f]{32})\b`),
		providerRule("quicknode-endpoint-token", "QuickNode endpoint token in an RPC URL's path (<name>.quiknode.pro/<token>/).", SeverityHigh,
			[]string{"quiknode.pro"}, nil,
			`\bquiknode\.pro/([0-9a-f]{40})\b`),
		providerRule("anaconda-channel-token", "Anaconda channel token in a conda URL (conda.anaconda.org/t/<token>/channel).", SeverityHigh,
			[]string{"anaconda"}, func(v string) bool { return hasClasses(v, 2) },
			`\b(?:conda\.anaconda\.org|repo\.anaconda\.(?:com|cloud)|anaconda\.org)/t/([A-Za-z0-9][A-Za-z0-9_\-]{15,127})/`),
		providerRule("flyio-token", "Fly.io access token (FlyV1 and one or more fm1/fm2 macaroons joined by commas).", SeverityCritical,
			[]string{"flyv1 "}, func(v string) bool { return len(v) <= maxPrinted && hasClasses(v, 3) },
			`\bFlyV1 (fm\d[a-z]?_[A-Za-z0-9+/=_\-]{32,}(?:,fm\d[a-z]?_[A-Za-z0-9+/=_\-]{32,})*)`),
		providerRule("hardhat-account-key", "Ethereum private key in a Hardhat or Truffle network's accounts list (accounts: [\"0x<64 hex digits>\"]).", SeverityCritical,
			[]string{"accounts"}, func(v string) bool { return hasClasses(v[2:], 2) },
			`\baccounts["']?\s{0,4}:\s{0,4}\[\s{0,8}["'](0x[0-9a-fA-F]{64})["']`),
	}
}
