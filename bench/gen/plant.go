package main

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	mrand "math/rand"
	"math/rand/v2"
	"net/url"
	"regexp"
	"strings"

	"github.com/omp-redact/omp-redact/internal/fakesecret"
)

// Locations: where in a session a planted value sits.
const (
	locUser          = "user-text"
	locAssistant     = "assistant-text"
	locThinking      = "thinking"
	locToolArgs      = "tool-args"
	locToolResult    = "tool-result-text"
	locToolDetails   = "tool-result-details"
	locCustomData    = "custom-data"
	locCustomMessage = "custom-message"
	locCompaction    = "compaction-summary"
	locBranchSummary = "branch-summary"
	locTitle         = "title"
	locArtifact      = "artifact-file" // tool log next to the session
)

// Encodings: how the planted value is written.
const (
	encPlain       = "plain"
	encJSONDoc     = "json-doc"    // in a JSON document shown as text
	encJSONTwice   = "json-twice"  // JSON text inside JSON text
	encUnicode     = "unicode-esc" // some characters as \u00XX in the line
	encBase64      = "base64"
	encPercent     = "percent"
	encPEMReal     = "pem-real"
	encPEMEscaped  = "pem-escaped"
	encPEMIndented = "pem-indented"
	encFolded      = "folded" // wrapped at a fixed width
)

var (
	allLocations = []string{locUser, locAssistant, locThinking, locToolArgs, locToolResult, locToolDetails,
		locCustomData, locCustomMessage, locCompaction, locBranchSummary, locTitle, locArtifact}
	allEncodings = []string{encPlain, encJSONDoc, encJSONTwice, encUnicode, encBase64, encPercent,
		encPEMReal, encPEMEscaped, encPEMIndented, encFolded}
	decoyEncodings = []string{encPlain, encJSONDoc, encJSONTwice, encUnicode}
)

// validCell reports whether a value can be planted at loc with enc. The
// title is one short line; artifact files are plain text, so escaping
// encodings that only exist inside JSON strings do not apply there.
func validCell(loc, enc string) bool {
	switch loc {
	case locTitle:
		return enc == encPlain || enc == encUnicode || enc == encPercent || enc == encBase64
	case locArtifact:
		return enc != encUnicode && enc != encJSONTwice
	}
	return true
}

func isPEMEnc(enc string) bool { return strings.HasPrefix(enc, "pem-") }

// plant is one planted secret or decoy. Its clear value never leaves the
// process: the manifest records hashes and positions only.
type plant struct {
	ID       int
	Decoy    bool
	Kind     string
	RuleID   string
	Gitleaks bool
	Location string
	Encoding string

	value string // the secret (what a redactor must remove) or the decoy text
	text  string // the snippet with the context its rule needs

	// needles are byte strings that must not survive redaction (secrets) or
	// must survive it (decoys: the raw form as written in the line).
	needles []string
	occ     []occurrence
	placed  bool
}

type pendingOcc struct {
	p *plant
	o occurrence
}

// titleFits reports whether the plant's run fits in the 256-byte title
// slot (title budget 158 bytes with source and a 24-character updatedAt).
func (p *plant) titleFits() bool {
	n := len(escBody(p.text)) + len("Debug deploy: ")
	switch p.Encoding {
	case encUnicode:
		n += 5 * len(p.value)
	case encBase64:
		n = len("Debug deploy: ") + 4*(len(p.text)+2)/3
	case encPercent:
		n += len("https://hooks.example.com/callback?state=&ok=1") + 2*len(p.text)
	}
	return n <= 150 && !strings.Contains(p.value, "\n")
}

// occurrence is one place a plant was written.
type occurrence struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	EndLine  int    `json:"endLine,omitempty"`
	EntryID  string `json:"entryId,omitempty"`
	Path     string `json:"path,omitempty"`
	Location string `json:"location"`
	Start    int    `json:"start"` // byte span in the decoded string
	End      int    `json:"end"`
}

// carrier is a planted value laid out in a decoded string: leaf is the
// whole string, [start,end) the span to report (the secret itself when it
// is there verbatim, else the encoded run), [vs,ve) the secret's span used
// for \u escaping, rawRun the run as it appears in the JSON line.
type carrier struct {
	leaf       string
	start, end int
	vs, ve     int
	unicode    bool
	uniMask    []bool
}

// scheduler hands out plants so that every valid location × encoding cell
// and every secret family get used evenly.
type scheduler struct {
	r           *rand.Rand
	cells       [][2]string
	decoyCells  [][2]string
	cell, dcell int
	fam, pem    int
	dkind       int
	next        int
	gens        []fakesecret.Generator
	pemGens     []fakesecret.Generator
	decoyKinds  []string
}

func newScheduler(r *rand.Rand) *scheduler {
	s := &scheduler{r: r}
	for _, l := range allLocations {
		for _, e := range allEncodings {
			if validCell(l, e) {
				s.cells = append(s.cells, [2]string{l, e})
			}
		}
		for _, e := range decoyEncodings {
			if validCell(l, e) {
				s.decoyCells = append(s.decoyCells, [2]string{l, e})
			}
		}
	}
	r.Shuffle(len(s.cells), func(i, j int) { s.cells[i], s.cells[j] = s.cells[j], s.cells[i] })
	r.Shuffle(len(s.decoyCells), func(i, j int) { s.decoyCells[i], s.decoyCells[j] = s.decoyCells[j], s.decoyCells[i] })
	for _, g := range fakesecret.Generators() {
		if g.RuleID == "private-key" {
			s.pemGens = append(s.pemGens, g)
		} else {
			s.gens = append(s.gens, g)
		}
	}
	for _, d := range fakesecret.Decoys(mrand.New(mrand.NewSource(1))) {
		s.decoyKinds = append(s.decoyKinds, d.Kind)
	}
	return s
}

// take returns the next plant: every fourth one is a decoy.
func (s *scheduler) take() *plant {
	s.next++
	p := &plant{ID: s.next}
	r1 := mrand.New(mrand.NewSource(s.r.Int64()))
	if s.next%4 == 0 {
		c := s.decoyCells[s.dcell%len(s.decoyCells)]
		s.dcell++
		k := s.dkind % len(s.decoyKinds)
		s.dkind++
		d := fakesecret.Decoys(r1)[k]
		p.Decoy, p.Kind, p.Location, p.Encoding = true, d.Kind, c[0], c[1]
		p.value, p.text = d.Text, d.Text
		return p
	}
	c := s.cells[s.cell%len(s.cells)]
	s.cell++
	var g fakesecret.Generator
	if isPEMEnc(c[1]) {
		g = s.pemGens[s.pem%len(s.pemGens)]
		s.pem++
	} else {
		g = s.gens[s.fam%len(s.gens)]
		s.fam++
	}
	sec := g.Gen(r1)
	p.Kind, p.RuleID, p.Gitleaks, p.Location, p.Encoding = sec.Kind, sec.RuleID, g.Gitleaks, c[0], c[1]
	p.value, p.text = sec.Value, sec.Text
	return p
}

func (p *plant) sha256() string {
	h := sha256.Sum256([]byte(p.value))
	return hex.EncodeToString(h[:])
}

var keyLike = regexp.MustCompile(`^(?:export )?([A-Za-z_][A-Za-z0-9_.]*)\s*(?:=|:)\s*$`)

// keyValue splits the snippet into a key name and the value for JSON
// documents: "GITHUB_TOKEN=ghp_…" becomes ("GITHUB_TOKEN", "ghp_…").
func (p *plant) keyValue() (string, string) {
	i := strings.Index(p.text, p.value)
	if !p.Decoy && i >= 0 && p.text[i+len(p.value):] == "" {
		if m := keyLike.FindStringSubmatch(p.text[:i]); m != nil {
			return m[1], p.value
		}
	}
	return "note", p.text
}

// layout builds the decoded string for the plant at its location: pre and
// post are benign filler around the encoded run.
func (p *plant) layout(r *rand.Rand, pre, post string) carrier {
	var run string
	vOff := -1 // offset of the verbatim value inside run, if any
	switch p.Encoding {
	case encPlain, encUnicode:
		run = p.text
		if p.Location == locTitle {
			run = strings.ReplaceAll(run, "\n", " ")
		}
		vOff = strings.Index(run, p.value)
	case encJSONDoc:
		k, v := p.keyValue()
		doc := configJSON(r, [][2]string{{k, v}})
		run = doc
		vOff = strings.Index(run, escBody(p.value))
		if escBody(p.value) != p.value {
			vOff = -2 // escaped form only; span is the document string
			run = doc
		}
	case encJSONTwice:
		k, v := p.keyValue()
		inner := "{\"" + escBody(k) + "\":\"" + escBody(v) + "\",\"retries\":3}"
		run = configJSON(r, [][2]string{{"requestBody", inner}})
		vOff = -2
		if i := strings.Index(run, p.value); i >= 0 && escBody(escBody(p.value)) == p.value {
			vOff = i
		}
	case encBase64:
		run = base64.StdEncoding.EncodeToString([]byte(p.text))
		switch {
		case p.Location == locTitle:
		case r.IntN(2) == 0:
			run = "apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-config\ndata:\n  config: " + run + "\n"
		default:
			run = "echo " + run + " | base64 -d > config.env\n"
		}
	case encPercent:
		run = "https://hooks.example.com/callback?state=" + url.QueryEscape(p.text) + "&ok=1"
		if p.Location != locTitle {
			run = "GET /oauth/callback?state=" + url.QueryEscape(p.text) + "&ok=1 HTTP/1.1\nHost: app.example.com\n"
		}
	case encPEMReal:
		run = "$ cat ~/.ssh/deploy_key\n" + p.value + "\n"
		vOff = strings.Index(run, p.value)
	case encPEMEscaped:
		if r.IntN(2) == 0 {
			run = "PRIVATE_KEY=\"" + strings.ReplaceAll(p.value, "\n", `\n`) + `\n"` + "\n"
		} else {
			run = "{\n  \"type\": \"service_account\",\n  \"project_id\": \"acme-prod-" + hexStr(r, 6) + "\",\n  \"private_key_id\": \"" +
				hexStr(r, 40) + "\",\n  \"private_key\": \"" + escBody(p.value+"\n") + "\",\n  \"client_email\": \"deployer@acme-prod.iam.gserviceaccount.com\"\n}"
		}
	case encPEMIndented:
		run = "tls:\n  enabled: true\n  key: |\n    " + strings.ReplaceAll(p.value, "\n", "\n    ") + "\n  cert: /etc/tls/cert.pem\n"
	case encFolded:
		var vs, ve int
		run, vs, ve = fold(r, p.text, p.value, 64)
		c := carrier{leaf: pre + run + post, start: len(pre) + vs, end: len(pre) + ve}
		p.addNeedles(c)
		return c
	}
	c := carrier{leaf: pre + run + post}
	c.start, c.end = len(pre), len(pre)+len(run)
	if vOff >= 0 {
		c.start, c.end = len(pre)+vOff, len(pre)+vOff+len(p.value)
	}
	if p.Encoding == encUnicode {
		c.unicode = true
		c.vs, c.ve = c.start, c.end
		c.uniMask = make([]bool, c.ve-c.vs)
		for i := range c.uniMask {
			c.uniMask[i] = i == 0 || r.IntN(3) == 0
		}
	}
	p.addNeedles(c)
	return c
}

// fold lays text out with the line holding value wrapped at width, placed
// so that the wrap falls inside value. It returns the folded text and the
// span of the folded value in it.
func fold(r *rand.Rand, text, value string, width int) (string, int, int) {
	i := strings.Index(text, value)
	ls := strings.LastIndexByte(text[:i], '\n') + 1
	le := strings.IndexByte(text[i:], '\n')
	if le < 0 {
		le = len(text)
	} else {
		le += i
	}
	line := text[ls:le]
	off := i - ls
	// pad the line start so the value begins width-len(value)/2 into a row
	want := width - min(len(value), width)/2
	pad := (want - off%width + width) % width
	filler := strings.Repeat(" ", pad)
	if pad > 8 {
		f := []byte("# " + word(r) + " " + word(r) + " " + word(r) + strings.Repeat(" ", width))
		filler = string(f[:pad-1]) + " "
	}
	line = filler + line
	q, qe := len(filler)+off, len(filler)+off+len(value)
	vs := ls + q + q/width
	ve := ls + (qe - 1) + (qe-1)/width + 1
	var b strings.Builder
	for len(line) > width {
		b.WriteString(line[:width])
		b.WriteByte('\n')
		line = line[width:]
	}
	b.WriteString(line)
	return text[:ls] + b.String() + text[le:], vs, ve
}

// uniLiteral returns the JSON string literal of c.leaf with the masked
// characters of the value written as \u00XX.
func (c *carrier) literal() []byte {
	if !c.unicode {
		return jsonStr(c.leaf)
	}
	b := []byte{'"'}
	b = append(b, escBody(c.leaf[:c.vs])...)
	b = append(b, uniEscape(c.leaf[c.vs:c.ve], c.uniMask)...)
	b = append(b, escBody(c.leaf[c.ve:])...)
	return append(b, '"')
}

func uniEscape(s string, mask []bool) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if mask[i] {
			b.WriteString(`\u00`)
			b.WriteByte(hexDigits[s[i]>>4])
			b.WriteByte(hexDigits[s[i]&15])
			continue
		}
		b.WriteString(escBody(s[i : i+1]))
	}
	return b.String()
}

// addNeedles records the byte strings the survival check looks for.
// Secrets: the value in every form a redactor might leave behind. Decoys:
// the planted run exactly as written, which must stay.
func (p *plant) addNeedles(c carrier) {
	add := func(s string) {
		if len(s) >= minNeedle && !contains(p.needles, s) {
			p.needles = append(p.needles, s)
		}
	}
	if p.Decoy {
		// the decoy text as written: escaped once per JSON string level
		d := c.leaf[c.start:c.end]
		switch p.Encoding {
		case encJSONDoc:
			d = escBody(p.text)
		case encJSONTwice:
			d = escBody(escBody(p.text))
		}
		switch {
		case c.unicode:
			d = uniEscape(c.leaf[c.vs:c.ve], c.uniMask)
		case p.Location != locArtifact:
			d = escBody(d)
		}
		add(d)
		return
	}
	v := p.value
	add(v)
	add(escBody(v))
	add(escBody(escBody(v)))
	for _, l := range strings.Split(v, "\n") {
		add(l)
	}
	for a := 0; a < 3; a++ {
		add(base64Inner(v, a))
	}
	add(url.QueryEscape(v))
	add(url.PathEscape(v))
	if c.unicode {
		add(uniEscape(c.leaf[c.vs:c.ve], c.uniMask))
	}
	switch p.Encoding {
	case encBase64, encPercent:
		add(escBody(c.leaf[c.start:c.end]))
	case encFolded:
		for _, piece := range strings.Split(c.leaf[c.start:c.end], "\n") {
			add(piece)
		}
	}
}

// base64Inner returns the characters of the base64 encoding of v, placed
// after a bytes of other data, that depend on v alone.
func base64Inner(v string, a int) string {
	enc := base64.RawStdEncoding.EncodeToString(append(make([]byte, a), v...))
	from := (8*a + 5) / 6
	to := 8 * (a + len(v)) / 6
	if to <= from {
		return ""
	}
	return enc[from:to]
}

// minNeedle is the shortest byte string the survival check looks for:
// shorter fragments of random secrets would match by chance.
const minNeedle = 8

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
