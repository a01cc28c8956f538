package rules

import (
	"regexp"
	"strings"
)

// listedPublicName reports a generic match on a name that a tool derives from
// public data and lists: random to the eye, but no credential. A listing
// of a machine (ls, tree, gpg -K) is full of them.
//   - a Nix store path's hash: 32 characters of Nix's base32 (no e, o,
//     t, u) and the derivation's name after '-'
//     (n9hq…3na-python3-3.12.8-env), where "nix" was written before it
//     (/nix/store, nix-store): one random token in forty of base36 has
//     that alphabet too;
//   - a Chrome extension's id: 32 letters from a to p (the SHA-256 of its
//     public key, written with sixteen letters) where an extension or a
//     browser was named before it (some tokens use that alphabet too);
//   - a GnuPG keygrip (Keygrip = <40 hex>, and the private-keys-v1.d file
//     named <keygrip>.key): a hash of the public key, which names the
//     file that holds the private one.
//   - an LVM UUID (aHccGH-fZIo-uVub-FYTG-2qii-o9ID-rkDvJ4) and the device
//     mapper's names built from them (dm-uuid-LVM-…, lvm-pv-uuid-…);
//   - a Backblaze B2 file id (4_z<bucket>_f<…>_d<date>_m…_u<time>);
//   - an object's or a file's name that ends with a data file's
//     extension (…_20250311T0005Z_Ytz9H31m4XYh14Jp.json.gz, a log
//     delivery's key);
//   - an entry of tree(1)'s output, alone after the drawing (├── <name>);
//   - a value under a public key's label (wg show's "public key: …").
func listedPublicName(text string, m Match) bool {
	v := text[m.Start:m.End]
	// a value a credential's name is given (API_TOKEN=…, password: …)
	// is no listing's entry, whatever its shape
	assigned := func() bool { return secretKey(valueKey(text, m.Start)) }
	switch {
	case nixStoreName(v, text[m.End:]) && wordAfterNonLetter(text[max(0, m.Start-2048):m.Start], "nix") && !assigned():
		return true
	case len(v) == 32 && strings.Trim(v, "abcdefghijklmnop") == "" && extensionContext(text[max(0, m.Start-2048):m.Start]) && !assigned():
		return true
	case lvmUUID.MatchString(v) && !assigned() || b2FileID.MatchString(v):
		return true
	case strings.HasPrefix(v, "dm-uuid-") || strings.HasPrefix(v, "lvm-pv-uuid-"):
		return true
	case m.RuleID == "generic-random-token" && dataFileName(v):
		return true
	case treeEntry(text, m):
		return true
	case publicKeyLabel(text, m.Start):
		return true
	}
	hex := strings.TrimSuffix(v, ".key")
	if len(hex) != 40 || !isHexString(hex) {
		return false
	}
	if len(hex) < len(v) {
		return true // private-keys-v1.d/<keygrip>.key
	}
	lo := max(0, m.Start-16)
	return strings.HasSuffix(strings.TrimRight(strings.ToLower(text[lo:m.Start]), " \t=:\"'"), "keygrip")
}

// nixStoreName reports a Nix store path's base name at the start of v
// (the rest of the text after v in after): the 32-character hash, '-',
// then the name, which starts with a letter or a digit.
func nixStoreName(v, after string) bool {
	if len(v) < 32 {
		return false
	}
	for i := 0; i < 32; i++ {
		if strings.IndexByte("0123456789abcdfghijklmnpqrsvwxyz", v[i]) < 0 {
			return false
		}
	}
	if strings.IndexAny(v[:32], "ghijklmnpqrsvwxyz") < 0 {
		return false // hex digits: an id's first group (<32 hex>-<uuid>), not Nix's base32
	}
	rest := v[32:]
	if rest == "" {
		rest = after
	}
	return len(rest) >= 2 && rest[0] == '-' && isAlnum(rest[1])
}

var (
	// lvmUUID: LVM's 32 characters in groups of 6-4-4-4-4-4-6.
	lvmUUID = regexp.MustCompile(`^[A-Za-z0-9]{6}(?:-[A-Za-z0-9]{4}){5}-[A-Za-z0-9]{6}$`)
	// b2FileID: a Backblaze B2 file version's id.
	b2FileID = regexp.MustCompile(`^4_z[0-9a-f]{24}_f[0-9a-f]{12,}_d[0-9]{8}_m[0-9]{6}_c[0-9]{3}_v[0-9]{7}_t[0-9]{4}(?:_u[0-9]{10,16})?$`)
)

// dataFileExts are the extensions of data, archive and asset files whose
// names a listing prints.
var dataFileExts = []string{".json", ".gz", ".zst", ".tar", ".tgz", ".zip", ".log", ".csv", ".parquet", ".avro", ".orc", ".bz2", ".xz",
	".js", ".mjs", ".css", ".map", ".png", ".jpg", ".jpeg", ".webp", ".svg", ".woff2", ".html", ".txt", ".xml", ".pdf"}

// dataFileName reports a name ending with a data file's extension.
func dataFileName(v string) bool {
	l := strings.ToLower(v)
	for _, e := range dataFileExts {
		if strings.HasSuffix(l, e) && len(l) > len(e) {
			return true
		}
	}
	return false
}

// treeEntry reports a match that is a whole entry of tree(1)'s output:
// nothing but the tree's drawing (├── , └── , │, |-- , `-- ) before it
// on its line, and nothing after it.
func treeEntry(text string, m Match) bool {
	ls := strings.LastIndexByte(text[max(0, m.Start-160):m.Start], '\n') + 1 + max(0, m.Start-160)
	lead := text[ls:m.Start]
	if !strings.HasSuffix(lead, "── ") && !strings.HasSuffix(lead, "-- ") {
		return false
	}
	if strings.Trim(lead, "├└│─|`- \t\u00a0") != "" {
		return false
	}
	if !strings.ContainsAny(lead, "├└") && !strings.Contains(lead, "|--") && !strings.Contains(lead, "`--") {
		return false // a bare "-- ": a SQL or Lua comment's, not a tree's branch
	}
	return m.End == len(text) || text[m.End] == '\n' || text[m.End] == '\r' || text[m.End] == '/'
}

// publicKeyLabel reports a value right after a public key's label:
// "public key: …", publicKey=…, "pubkey": "…".
func publicKeyLabel(text string, at int) bool {
	l := strings.ToLower(strings.TrimRight(text[max(0, at-24):at], " \t=:\"'"))
	l = labelJoins.Replace(l)
	return strings.HasSuffix(l, "publickey") || strings.HasSuffix(l, "pubkey")
}

// labelJoins removes what joins a label's words (public key, public_key,
// public-key).
var labelJoins = strings.NewReplacer(" ", "", "_", "", "-", "")

// extensionContext reports text that names a browser's extensions.
func extensionContext(before string) bool {
	l := asciiLower(before)
	return strings.Contains(l, "extension") || wordAfterNonLetter(l, "chrome") || wordAfterNonLetter(l, "chromium") ||
		wordAfterNonLetter(l, "edge") || wordAfterNonLetter(l, "brave")
}

// wordAfterNonLetter reports w in s with no letter right before it: "nix" of
// /nix/store and nix-store, not of unix; "edge" of Edge, not of
// knowledge.
func wordAfterNonLetter(s, w string) bool {
	for at := 0; ; {
		k := strings.Index(s[at:], w)
		if k < 0 {
			return false
		}
		k += at
		if k == 0 || !isASCIILetter(s[k-1]) {
			return true
		}
		at = k + 1
	}
}
