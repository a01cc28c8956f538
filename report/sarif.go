package report

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/url"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// SARIFSchemaURI is the $schema of the logs writeSARIF emits: the SARIF
// 2.1.0 Errata 01 OASIS Standard schema (a copy is testdata/sarif-schema-2.1.0.json
// at the repository root).
const SARIFSchemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// The SARIF types below cover the subset of SARIF 2.1.0 we emit. They are
// structs, not maps, so the output has a fixed field order.
type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool              sarifTool         `json:"tool"`
	Invocations       []sarifInvocation `json:"invocations"`
	AutomationDetails sarifAutomation   `json:"automationDetails"`
	Results           []sarifResult     `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name            string      `json:"name"`
	Version         string      `json:"version"`
	SemanticVersion string      `json:"semanticVersion,omitempty"`
	InformationURI  string      `json:"informationUri"`
	Rules           []sarifRule `json:"rules"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifHelp struct {
	Text     string `json:"text"`
	Markdown string `json:"markdown"`
}

type sarifRule struct {
	ID                   string         `json:"id"`
	Name                 string         `json:"name"`
	ShortDescription     sarifText      `json:"shortDescription"`
	FullDescription      sarifText      `json:"fullDescription"`
	Help                 sarifHelp      `json:"help"`
	DefaultConfiguration sarifConfig    `json:"defaultConfiguration"`
	Properties           sarifRuleProps `json:"properties"`
}

type sarifConfig struct {
	Level string `json:"level"`
}

type sarifRuleProps struct {
	Tags             []string `json:"tags"`
	SecuritySeverity string   `json:"security-severity"`
	Precision        string   `json:"precision,omitempty"`
}

type sarifInvocation struct {
	ExecutionSuccessful        bool                `json:"executionSuccessful"`
	ToolExecutionNotifications []sarifNotification `json:"toolExecutionNotifications,omitempty"`
}

type sarifNotification struct {
	Level     string              `json:"level"`
	Message   sarifText           `json:"message"`
	Locations []sarifLocationOnly `json:"locations,omitempty"`
}

type sarifLocationOnly struct {
	PhysicalLocation sarifPhysical `json:"physicalLocation"`
}

type sarifAutomation struct {
	ID string `json:"id"`
}

type sarifResult struct {
	RuleID              string             `json:"ruleId"`
	RuleIndex           int                `json:"ruleIndex"`
	Level               string             `json:"level"`
	Message             sarifText          `json:"message"`
	Locations           []sarifLocation    `json:"locations"`
	PartialFingerprints map[string]string  `json:"partialFingerprints"`
	Suppressions        []sarifSuppression `json:"suppressions,omitempty"`
	Properties          sarifResultProps   `json:"properties"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysical     `json:"physicalLocation"`
	LogicalLocations []sarifLogicalLoc `json:"logicalLocations,omitempty"`
}

type sarifPhysical struct {
	ArtifactLocation sarifArtifact `json:"artifactLocation"`
	Region           *sarifRegion  `json:"region,omitempty"`
}

type sarifArtifact struct {
	URI       string `json:"uri"`
	URIBaseID string `json:"uriBaseId,omitempty"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

type sarifLogicalLoc struct {
	Name               string `json:"name"`
	FullyQualifiedName string `json:"fullyQualifiedName"`
	Kind               string `json:"kind"`
}

type sarifSuppression struct {
	Kind          string `json:"kind"`
	Justification string `json:"justification,omitempty"`
}

type sarifResultProps struct {
	Kind       string `json:"kind"` // finding, deny, opaque, invalid
	Severity   string `json:"severity,omitempty"`
	Action     string `json:"action,omitempty"`
	PolicyRule string `json:"policyRule,omitempty"`
	EntryID    string `json:"entryId,omitempty"`
	InnerPath  string `json:"innerPath,omitempty"`
	Encoding   string `json:"encoding,omitempty"`
	Suppressed bool   `json:"suppressed"`
}

// pseudoRules are the SARIF rules for violations that are not detector
// findings. Violations of kind "finding" point at the finding's own rule.
var pseudoRules = map[string]RuleMeta{
	"deny": {ID: "policy-deny", Source: "policy", Severity: "high",
		Description: "Content that the policy denies outright"},
	"opaque": {ID: "opaque-content", Source: "policy", Severity: "medium",
		Description: "Content that cannot be scanned (signed, encrypted or binary) under opaque: deny"},
	"invalid": {ID: "invalid-session", Source: "validation", Severity: "medium",
		Description: "A session line that is not a valid omp session entry"},
}

// sarifCandidate is a result with what decides whether it survives
// truncation: unsuppressed before suppressed, then by severity, then in
// report order.
type sarifCandidate struct {
	result sarifResult
	rank   int
	order  int
}

// writeSARIF writes a SARIF 2.1.0 log with one run, shaped for GitHub code
// scanning: every rule has the descriptions, help and security-severity
// GitHub requires, every result a primaryLocationLineHash so that alerts
// stay the same alert across uploads. No snippet or other text from the
// session is copied: messages are built from rule descriptions, entry ids
// and JSON paths.
func writeSARIF(w io.Writer, r *Report, opts Options) error {
	rules, index := ruleTable(r)
	for _, f := range r.Files {
		for _, v := range f.Violations {
			if meta, ok := pseudoRules[string(v.Kind)]; ok {
				if _, ok := index[meta.ID]; !ok {
					index[meta.ID] = -1
					rules = append(rules, meta)
				}
			}
		}
	}
	sort.SliceStable(rules, func(a, b int) bool { return rules[a].ID < rules[b].ID })
	for k, m := range rules {
		index[m.ID] = k
	}

	total := 0
	for _, f := range r.Files {
		total += len(f.Findings) + len(f.Violations)
	}
	cands := make([]sarifCandidate, 0, total)
	var notes []sarifNotification
	add := func(res sarifResult, severity string) {
		res.RuleIndex = index[res.RuleID]
		rank := severityRank(severity)
		if len(res.Suppressions) > 0 {
			rank += 10
		}
		cands = append(cands, sarifCandidate{result: res, rank: rank, order: len(cands)})
	}
	errorsSeen := false
	for _, f := range r.Files {
		uri, base := artifactURI(r.Root, f.Path)
		cols := newColumnMapper(opts.Source, f.Path)
		for _, fd := range f.Findings {
			fd.Column, fd.EndColumn = cols.utf16(fd.Line, fd.Column, fd.EndColumn)
			add(findingResult(r.Root, rules, index, f, fd, uri, base), sevOr(fd.Severity, rules[index[fd.RuleID]].Severity))
		}
		for _, v := range f.Violations {
			meta, ok := pseudoRules[string(v.Kind)]
			if !ok {
				continue // kind "finding": the finding is already a result
			}
			add(violationResult(r.Root, meta, f, v, uri, base), sevOr(v.Severity, meta.Severity))
		}
		for _, w := range warnings(f) {
			notes = append(notes, sarifNotification{
				Level:     "warning",
				Message:   sarifText{Text: fmt.Sprintf("line %d: %s", w.Line, w.Message)},
				Locations: []sarifLocationOnly{{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: uri, URIBaseID: base}}}},
			})
		}
		for _, e := range f.Errors {
			errorsSeen = true
			notes = append(notes, sarifNotification{
				Level:     "error",
				Message:   sarifText{Text: "incomplete: " + e},
				Locations: []sarifLocationOnly{{PhysicalLocation: sarifPhysical{ArtifactLocation: sarifArtifact{URI: uri, URIBaseID: base}}}},
			})
		}
	}
	log := sarifLog{
		Schema:  SARIFSchemaURI,
		Version: "2.1.0",
		Runs: []sarifRun{{
			Tool: sarifTool{Driver: sarifDriver{
				Name:            orDefault(r.Tool.Name, "omp-redact"),
				Version:         toolVersion(r.Tool.Version),
				SemanticVersion: semanticVersion(r.Tool.Version),
				InformationURI:  opts.InformationURI,
				Rules:           sarifRules(rules),
			}},
			AutomationDetails: sarifAutomation{ID: opts.AutomationID},
		}},
	}
	run := &log.Runs[0]

	keep := len(cands)
	if keep > opts.MaxResults {
		keep = opts.MaxResults
	}
	for {
		run.Results = selectResults(cands, keep)
		run.Invocations = []sarifInvocation{{ExecutionSuccessful: !errorsSeen, ToolExecutionNotifications: notes}}
		if dropped := len(cands) - keep; dropped > 0 {
			run.Invocations[0].ToolExecutionNotifications = append(append([]sarifNotification(nil), notes...), sarifNotification{
				Level: "warning",
				Message: sarifText{Text: fmt.Sprintf("%d of %d results were dropped to stay within GitHub code scanning limits "+
					"(%d results, %d gzipped bytes per run); lower-severity and suppressed results were dropped first. "+
					"Use --format json for the full report.", dropped, len(cands), opts.MaxResults, opts.MaxSARIFBytes)},
			})
		}
		var buf bytes.Buffer
		enc := json.NewEncoder(&buf)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(log); err != nil {
			return err
		}
		data := buf.Bytes()
		size := gzipSize(data)
		if size <= opts.MaxSARIFBytes || keep == 0 {
			_, err := w.Write(data)
			return err
		}
		// Shrink in proportion, with a margin so that this converges in a
		// few rounds rather than one result at a time.
		next := int(float64(keep) * float64(opts.MaxSARIFBytes) / float64(size) * 0.95)
		if next >= keep {
			next = keep - 1
		}
		keep = next
	}
}

// toolVersion drops the "v" of a Go module version: SARIF consumers
// compare versions that start with a digit.
func toolVersion(v string) string {
	v = strings.TrimPrefix(v, "v")
	if v == "" || v[0] < '0' || v[0] > '9' {
		return "0.0.0-" + orDefault(v, "devel")
	}
	return v
}

var semverRE = regexp.MustCompile(`^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$`)

// semanticVersion is the version when it is a semantic version, else "".
func semanticVersion(v string) string {
	v = toolVersion(v)
	if semverRE.MatchString(v) {
		return v
	}
	return ""
}

// selectResults keeps the n best-ranked candidates, in report order.
func selectResults(cands []sarifCandidate, n int) []sarifResult {
	if n >= len(cands) {
		out := make([]sarifResult, len(cands))
		for i, c := range cands {
			out[i] = c.result
		}
		return out
	}
	ranked := append([]sarifCandidate(nil), cands...)
	sort.SliceStable(ranked, func(i, j int) bool { return ranked[i].rank < ranked[j].rank })
	ranked = ranked[:n]
	sort.Slice(ranked, func(i, j int) bool { return ranked[i].order < ranked[j].order })
	out := make([]sarifResult, n)
	for i, c := range ranked {
		out[i] = c.result
	}
	return out
}

// gzipSize is the gzipped size of data at the fastest level, which
// compresses worse than the uploader's default level: an estimate on the
// safe side, at a third of the cost.
func gzipSize(data []byte) int {
	var n countWriter
	zw, _ := gzip.NewWriterLevel(&n, gzip.BestSpeed)
	zw.Write(data)
	zw.Close()
	return int(n)
}

type countWriter int

func (c *countWriter) Write(p []byte) (int, error) { *c += countWriter(len(p)); return len(p), nil }

func findingResult(root string, rules []RuleMeta, index map[string]int, f File, fd Finding, uri, base string) sarifResult {
	meta := rules[index[fd.RuleID]]
	res := sarifResult{
		RuleID:  fd.RuleID,
		Level:   sarifLevel(sevOr(fd.Severity, meta.Severity)),
		Message: sarifText{Text: resultMessage(ruleSentence(meta), displayPath(root, f.Path), fd.Line, fd.EntryID, fd.Path, fd.InnerPath)},
		Locations: []sarifLocation{{
			PhysicalLocation: sarifPhysical{
				ArtifactLocation: sarifArtifact{URI: uri, URIBaseID: base},
				Region:           region(fd.Line, fd.Column, fd.EndColumn),
			},
			LogicalLocations: logical(fd.EntryID, fd.Path, fd.InnerPath),
		}},
		PartialFingerprints: map[string]string{
			"primaryLocationLineHash": lineHash(f, fd.Fingerprint, fd.RuleID, fd.EntryID, fd.Path, fd.InnerPath, fd.Start, fd.Line),
		},
		Properties: sarifResultProps{
			Kind: "finding", Severity: sevOr(fd.Severity, meta.Severity), Action: fd.Action, PolicyRule: fd.PolicyRule,
			EntryID: fd.EntryID, InnerPath: fd.InnerPath, Encoding: fd.Encoding, Suppressed: fd.Suppressed,
		},
	}
	if fd.Suppressed {
		res.Suppressions = []sarifSuppression{{Kind: "external", Justification: "listed in the baseline"}}
	}
	return res
}

func violationResult(root string, meta RuleMeta, f File, v Violation, uri, base string) sarifResult {
	msg := meta.Description
	if v.Message != "" {
		msg = v.Message
	}
	res := sarifResult{
		RuleID:  meta.ID,
		Level:   sarifLevel(sevOr(v.Severity, meta.Severity)),
		Message: sarifText{Text: resultMessage(sentence(msg), displayPath(root, f.Path), v.Line, v.EntryID, v.Path, "")},
		Locations: []sarifLocation{{
			PhysicalLocation: sarifPhysical{
				ArtifactLocation: sarifArtifact{URI: uri, URIBaseID: base},
				Region:           region(v.Line, 0, 0),
			},
			LogicalLocations: logical(v.EntryID, v.Path, ""),
		}},
		PartialFingerprints: map[string]string{
			"primaryLocationLineHash": lineHash(f, string(v.Kind)+"\x00"+v.RuleID+"\x00"+v.Message, meta.ID, v.EntryID, v.Path, "", 0, v.Line),
		},
		Properties: sarifResultProps{
			Kind: string(v.Kind), Severity: sevOr(v.Severity, meta.Severity), PolicyRule: v.RuleID, EntryID: v.EntryID, Suppressed: v.Suppressed,
		},
	}
	if v.Suppressed {
		res.Suppressions = []sarifSuppression{{Kind: "external", Justification: "listed in the baseline"}}
	}
	return res
}

// resultMessage is "<what>. Entry <id>, path <path> (line <n> of <file>)."
// Its first sentence is what GitHub shows in the alert list.
func resultMessage(what string, file string, line int, entryID, path, inner string) string {
	var b strings.Builder
	b.WriteString(what)
	if entryID != "" {
		b.WriteString(" Entry " + entryID)
		if path != "" {
			b.WriteString(", path " + path)
		}
		if inner != "" {
			b.WriteString(" > " + inner)
		}
		b.WriteString(".")
	} else if path != "" {
		b.WriteString(" Path " + path + ".")
	}
	if line > 0 {
		fmt.Fprintf(&b, " Line %d of %s.", line, file)
	} else {
		fmt.Fprintf(&b, " In %s.", file)
	}
	return b.String()
}

func ruleSentence(m RuleMeta) string {
	if m.Description == "" {
		return sentence("Secret detected by rule " + m.ID)
	}
	return sentence(m.Description)
}

func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" || strings.HasSuffix(s, ".") {
		return s
	}
	return s + "."
}

func region(line, col, endCol int) *sarifRegion {
	if line <= 0 {
		return nil // SARIF requires a start; without a line, locate the file only
	}
	r := &sarifRegion{StartLine: line, StartColumn: 1}
	if col > 0 {
		r.StartColumn = col
		if endCol > col {
			r.EndColumn = endCol
		}
	}
	return r
}

func logical(entryID, path, inner string) []sarifLogicalLoc {
	if entryID == "" && path == "" {
		return nil
	}
	name := path
	if name == "" {
		name = entryID
	}
	fqn := entryID
	if path != "" {
		fqn += "/" + path
	}
	if inner != "" {
		fqn += "/" + inner
	}
	return []sarifLogicalLoc{{Name: name, FullyQualifiedName: fqn, Kind: "member"}}
}

// lineHash is the primaryLocationLineHash: a digest of the keyed
// fingerprint (already an HMAC, so it reveals nothing about the secret) and
// the secret's place in the session tree. Entry id and JSON path survive
// appending to a session, so the alert stays the same alert; the line
// number is only mixed in for files without entry ids.
func lineHash(f File, fingerprint, ruleID, entryID, path, inner string, start, line int) string {
	h := sha256.New()
	for _, s := range []string{fingerprint, ruleID, f.SessionID, entryID, path, inner, strconv.Itoa(start)} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	if entryID == "" {
		h.Write([]byte(f.Path + "\x00" + strconv.Itoa(line)))
	}
	return hex.EncodeToString(h.Sum(nil)[:16]) + ":1"
}

// displayPath is path relative to root when it is inside root, so that
// messages do not carry the local directory layout (a home directory
// names its user).
func displayPath(root, path string) string {
	if root != "" {
		if rel, err := filepath.Rel(root, path); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
			return filepath.ToSlash(rel)
		}
	}
	return filepath.ToSlash(path)
}

// artifactURI returns the file's URI relative to root (with uriBaseId
// %SRCROOT%), or an absolute file URI when the file is outside root.
func artifactURI(root, path string) (uri, base string) {
	p := displayPath(root, path)
	if filepath.IsAbs(p) || strings.HasPrefix(p, "/") {
		return (&url.URL{Scheme: "file", Path: p}).String(), ""
	}
	p = strings.TrimPrefix(p, "./")
	return (&url.URL{Path: p}).String(), "%SRCROOT%"
}

func sarifRules(rules []RuleMeta) []sarifRule {
	out := make([]sarifRule, len(rules))
	for i, m := range rules {
		sev := orDefault(m.Severity, "high")
		tags := []string{"security", "secret"}
		if m.Source != "" {
			tags = append(tags, m.Source)
		}
		for _, t := range m.Tags {
			if len(tags) < 20 && !contains(tags, t) {
				tags = append(tags, t)
			}
		}
		short := ruleSentence(m)
		out[i] = sarifRule{
			ID:                   m.ID,
			Name:                 pascal(m.ID),
			ShortDescription:     sarifText{Text: short},
			FullDescription:      sarifText{Text: fullDescription(m)},
			Help:                 ruleHelp(m),
			DefaultConfiguration: sarifConfig{Level: sarifLevel(sev)},
			Properties:           sarifRuleProps{Tags: tags, SecuritySeverity: securitySeverity(sev), Precision: precision(m.Source)},
		}
	}
	return out
}

func fullDescription(m RuleMeta) string {
	switch m.ID {
	case "policy-deny", "opaque-content", "invalid-session":
		return ruleSentence(m) + " The session fails the check until the content is removed or the policy changed."
	}
	src := m.Source
	if src == "" {
		src = "omp-redact"
	}
	return fmt.Sprintf("%s Found by the %s rule %s in a string of an omp session journal; severity %s.",
		ruleSentence(m), src, m.ID, orDefault(m.Severity, "high"))
}

func ruleHelp(m RuleMeta) sarifHelp {
	switch m.ID {
	case "policy-deny":
		return sarifHelp{
			Text: "The policy denies this content outright: the session may not be shared or committed while it contains it. " +
				"Remove it with `omp-redact redact --policy <file>` (the same policy), or change the policy if the rule is wrong.",
			Markdown: "**What it is.** Content that a `deny` rule of the policy matches.\n\n" +
				"**Why it matters.** The policy owner decided that such content must never leave the machine.\n\n" +
				"**How to fix.** Run `omp-redact redact --policy <file> <session>` with the same policy, or change the policy if the rule is wrong.",
		}
	case "opaque-content":
		return sarifHelp{
			Text: "Signed, encrypted or binary content (thinking signatures, encrypted reasoning, images, blobs) cannot be scanned for secrets, " +
				"and the policy says opaque: deny. Drop it with `omp-redact redact`, or allow opaque content in the policy.",
			Markdown: "**What it is.** Session content that cannot be read: encrypted reasoning, signatures, images or external blobs.\n\n" +
				"**Why it matters.** A secret inside it could not be found, so the check cannot call the session clean.\n\n" +
				"**How to fix.** Run `omp-redact redact` to drop the opaque content, or set `opaque: allow` in the policy if you accept the risk.",
		}
	case "invalid-session":
		return sarifHelp{
			Text: "A line is not a valid omp session entry, so it could not be scanned safely. Run `omp-redact validate` on the file to see the problem, and fix or remove the line.",
			Markdown: "**What it is.** A session line that does not parse or breaks the session tree.\n\n" +
				"**Why it matters.** What cannot be parsed cannot be scanned: the check fails closed.\n\n" +
				"**How to fix.** Run `omp-redact validate <session>` to see the problem and repair or remove the line.",
		}
	}
	what := ruleSentence(m)
	return sarifHelp{
		Text: what + " A secret in a session journal is readable by everyone who gets the file: teammates, CI logs, " +
			"issue attachments, model providers. Treat it as leaked: rotate or revoke it at its issuer first, then run " +
			"`omp-redact redact` on the session to remove it before the file is shared or committed.",
		Markdown: "**What it is.** " + what + "\n\n" +
			"**Why it matters.** A secret in a session journal is readable by everyone who gets the file: teammates, CI logs, " +
			"issue attachments, model providers. Removing it from the file does not make it safe again.\n\n" +
			"**How to fix.**\n\n1. Rotate or revoke the secret at its issuer: treat it as leaked.\n" +
			"2. Run `omp-redact redact <session>` to mask it in the session.\n" +
			"3. If the session was committed, remove it from history as well.",
	}
}

// pascal turns a rule id like "aws-access-token" into "AwsAccessToken",
// the SARIF rule name GitHub shows.
func pascal(id string) string {
	var b strings.Builder
	up := true
	for _, c := range id {
		isAlnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if !isAlnum {
			up = true
			continue
		}
		if up && c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		up = false
		b.WriteRune(c)
	}
	if b.Len() == 0 {
		return "Rule"
	}
	return b.String()
}

func sarifLevel(sev string) string {
	switch sev {
	case "critical", "high":
		return "error"
	case "low":
		return "note"
	}
	return "warning"
}

// securitySeverity maps our severities into GitHub's bands (>9 critical,
// 7-8.9 high, 4-6.9 medium, below low).
func securitySeverity(sev string) string {
	switch sev {
	case "critical":
		return "9.5"
	case "high":
		return "8.0"
	case "medium":
		return "5.5"
	case "low":
		return "3.0"
	}
	return "8.0"
}

func severityRank(sev string) int {
	switch sev {
	case "critical":
		return 0
	case "high":
		return 1
	case "medium":
		return 2
	case "low":
		return 3
	}
	return 1
}

func precision(source string) string {
	switch source {
	case "user":
		return "medium"
	case "policy", "validation":
		return "very-high"
	}
	return "high"
}

func sevOr(s, def string) string {
	if s != "" {
		return s
	}
	return def
}

func orDefault(s, def string) string {
	if s != "" {
		return s
	}
	return def
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
