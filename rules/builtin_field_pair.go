package rules

import (
	"regexp"
	"strings"

	"github.com/tidwall/gjson"
)

// fieldPairID is the rule of values whose field a sibling names (see
// fieldPair).
const fieldPairID = "field-pair-secret"

// fieldPair finds the value of a field that another part of the same
// record names, where no name stands right before the value:
//
//   - JSON records of password managers and form stores, whose value
//     member sits beside members that describe it, in any order:
//     1Password's {"value": v, "name": "password", "designation":
//     "password"}, its "concealed" fields, Enpass's {"label": "Password",
//     "type": "password", "value": v}, Proton Pass's {"fieldName": "API
//     key", "data": {"content": v}}, 1Password's passwordHistory;
//   - XML name/value elements: Hadoop's and Hive's
//     <property><name>fs.s3a.secret.key</name><value>v</value>, KeePass's
//     <String><Key>Password</Key><Value ProtectInMemory="True">v</Value>,
//     .NET's <setting name="ApiPassword"><value>v</value>, and IntelliJ's
//     sibling options <option name="name" value="n" /> <option
//     name="value" value="v" /> (a Docker run configuration's env).
//
// The describing name must name a password or a secret as a table's
// header does (columnKind), and the value pass that column's gate.
type fieldPair struct{ rule Rule }

func newFieldPair() *fieldPair {
	return &fieldPair{rule: Rule{ID: fieldPairID, Source: SourceBuiltin, Severity: SeverityMedium,
		Keywords: []string{`"value"`, `"content"`, "<value", optionValueKw},
		Description: "Value of a record's field that a sibling names: a password manager's JSON field ({\"value\": v, \"designation\": \"password\"}, " +
			"{\"label\": \"Password\", \"type\": \"password\", \"value\": v}) or an XML name/value pair (Hadoop's <name>fs.s3a.secret.key</name><value>v</value>, " +
			"KeePass's <Key>Password</Key><Value>v</Value>)."}}
}

func (f *fieldPair) info() *Rule { return &f.rule }

// maxFieldRecord bounds the JSON record read around a value, and
// fieldNameWindow the text before an XML value searched for its name.
const (
	maxFieldRecord  = 2048
	fieldNameWindow = 320
)

func (f *fieldPair) find(text string, hits []int, out []Match) ([]Match, error) {
	hits = hitsOr(text, hits, f.rule.Keywords)
	for _, h := range hits {
		var s, e int
		var ok bool
		if text[h] == '<' {
			s, e, ok = xmlFieldValue(text, h)
		} else if text[h] == 'n' || text[h] == 'N' {
			s, e, ok = optionFieldValue(text, h)
		} else {
			s, e, ok = jsonFieldValue(text, h)
		}
		if ok {
			out = append(out, Match{RuleID: fieldPairID, Start: s, End: e, Secret: text[s:e]})
		}
	}
	return out, nil
}

// jsonFieldValue reads the string of the member "value" or "content" at
// the keyword hit h and returns its span when the record holding it
// names it (see fieldPair).
func jsonFieldValue(text string, h int) (int, int, bool) {
	key := "value"
	if text[h+1] == 'c' || text[h+1] == 'C' {
		key = "content"
	}
	i := skipBlanks(text, h+len(key)+2)
	if i >= len(text) || text[i] != ':' {
		return 0, 0, false
	}
	i = skipBlanks(text, i+1)
	if i >= len(text) || text[i] != '"' {
		return 0, 0, false
	}
	j := quoteClose(text, i, 512)
	if j < 0 || strings.IndexByte(text[i+1:j], '\\') >= 0 {
		return 0, 0, false // escaped: another rule reads the decoded text
	}
	s, e := i+1, j
	if !fieldWordNear(text[max(0, h-512):min(len(text), h+512)]) {
		return 0, 0, false // no word near it that could name a secret: not worth parsing the record
	}
	if key == "value" && namedRightBefore.MatchString(text[max(0, h-140):h]) {
		return 0, 0, false // {"name": "API_TOKEN", "value": v}: name-value-secret's
	}
	open, close := jsonObjectAround(text, h, maxFieldRecord)
	if open < 0 {
		return 0, 0, false
	}
	kind := recordKind(gjson.Parse(text[open:close]))
	if kind == 0 && key == "content" {
		// Proton Pass: {"fieldName": "API key", "data": {"content": v}}
		if k := memberKeyBefore(text, open); k == "data" {
			if po, pc := jsonObjectAround(text, open, maxFieldRecord); po >= 0 {
				kind = recordKind(gjson.Parse(text[po:pc]))
			}
		}
	}
	if kind == 0 && key == "value" {
		// 1Password's "passwordHistory": [{"value": v, "time": t}]
		if k := strings.ToLower(memberKeyBefore(text, open)); strings.HasPrefix(k, "password") && strings.HasSuffix(k, "history") {
			kind = 'p'
		}
	}
	if kind == 0 || !columnValue(text[s:e], kind) {
		return 0, 0, false
	}
	return s, e, true
}

// fieldWords are the words one of which a record naming its value a
// secret holds near it (see columnKind and recordKind); lower case.
var fieldWords = []string{"pass", "pwd", "secret", "token", "key", "concealed", "psk", "credential", "auth", "mdp",
	"wort", "woord", "heslo", "jelsz", "senha", "contrase", "salasana", "sifre", "şifre", "parol", "пароль", "密码", "パスワード", "비밀번호"}

// fieldWordNear reports whether w holds one of fieldWords, case
// ignored.
func fieldWordNear(w string) bool {
	lw := strings.ToLower(w)
	for _, k := range fieldWords {
		if strings.Contains(lw, k) {
			return true
		}
	}
	return false
}

// namedRightBefore is a name member right before a value member, the
// pair name-value-secret reads.
var namedRightBefore = regexp.MustCompile(`"(?:name|key|label|Name|Key|Label)"[ \t]*:[ \t]*"[^"\\\n]{1,64}"[ \t]*,[ \t\r\n]*$`)

// recordDescriptors are the members that describe a record's value.
var recordDescriptors = []string{"name", "label", "designation", "fieldName", "title", "key", "type", "kind", "fieldType", "k"}

// recordKind is the kind (see columnKind) of the value a JSON record
// describes: a descriptor naming a password or a secret, a type saying
// so (password, concealed: 1Password's hidden field; fieldType "P"), or 0.
func recordKind(rec gjson.Result) byte {
	if !rec.IsObject() {
		return 0
	}
	kind := byte(0)
	for _, d := range recordDescriptors {
		v := rec.Get(d)
		if v.Type != gjson.String || len(v.Str) > 64 {
			continue
		}
		k := columnKind(v.Str)
		switch {
		case d == "type" && (v.Str == "concealed" || v.Str == "password"), d == "fieldType" && v.Str == "P":
			k = 'p'
		case d == "type" || d == "fieldType" || d == "kind":
			k = 0 // a type's name says how a value is shown: "hidden", "text"
		}
		if k == 'p' {
			return 'p'
		}
		if k != 0 && kind == 0 {
			kind = k
		}
	}
	return kind
}

// memberKeyBefore returns the key of the member whose value opens at
// text[open] (an object, or one in an array: "data": {…},
// "passwordHistory": [{…}]), or "".
func memberKeyBefore(text string, open int) string {
	i := open - 1
	for i >= 0 && open-i < 64 && (isBlank(text[i]) || text[i] == '\n' || text[i] == '\r' || text[i] == '[') {
		i--
	}
	if i < 1 || text[i] != ':' {
		return ""
	}
	i--
	for i >= 0 && isBlank(text[i]) {
		i--
	}
	if i < 1 || text[i] != '"' {
		return ""
	}
	o := strings.LastIndexByte(text[max(0, i-64):i], '"')
	if o < 0 {
		return ""
	}
	return text[max(0, i-64)+o+1 : i]
}

// xmlFieldValue reads the element <value …>v</value> at the keyword hit
// h (any case) and returns the span of v when the element's name stands
// before it in the same record: <name>n</name> or <Key>n</Key>, or a
// name="n" or key="n" attribute of the parent, after any earlier
// </value>.
func xmlFieldValue(text string, h int) (int, int, bool) {
	gt := strings.IndexByte(text[h:min(len(text), h+128)], '>')
	if gt < 0 || h+6 >= len(text) || isWordByte(text[h+6]) {
		return 0, 0, false // <values>, <valueType>
	}
	s := h + gt + 1
	e := s
	for e < len(text) && e-s <= 512 && text[e] != '<' && text[e] != '\n' {
		e++
	}
	if e >= len(text) || text[e] != '<' || !hasPrefixFold(text[e:], "</value>") {
		return 0, 0, false
	}
	s, e = trimCell(text, s, e)
	if e-s < 4 {
		return 0, 0, false
	}
	w := text[max(0, h-fieldNameWindow):h]
	if k := lastIndexFold(w, "</value>"); k >= 0 {
		w = w[k+len("</value>"):]
	}
	ms := xmlFieldName.FindAllStringSubmatch(w, -1)
	if len(ms) == 0 {
		return 0, 0, false
	}
	last := ms[len(ms)-1]
	name := last[1] + last[2]
	kind := columnKind(name)
	if kind == 0 || !columnValue(text[s:e], kind) {
		return 0, 0, false
	}
	return s, e, true
}

// optionValueKw is the value half of IntelliJ's name/value options.
const optionValueKw = `name="value" value="`

// optionFieldValue reads v of <option name="value" value="v"> at the
// keyword hit h when the option before it in the same record says
// name="name" value="n", and n names a secret (see fieldPair).
func optionFieldValue(text string, h int) (int, int, bool) {
	s := h + len(optionValueKw)
	q := strings.IndexByte(text[s:min(len(text), s+maxContextValue+1)], '"')
	if q < 4 || strings.IndexByte(text[s:s+q], '\n') >= 0 {
		return 0, 0, false
	}
	e := s + q
	w := text[max(0, h-fieldNameWindow):h]
	k := strings.LastIndex(w, `name="name" value="`)
	if k < 0 {
		return 0, 0, false
	}
	n := w[k+len(`name="name" value="`):]
	if j := strings.IndexByte(n, '"'); j > 0 && j <= 100 && !strings.Contains(n[j:], optionValueKw) {
		kind := columnKind(n[:j])
		if kind != 0 && columnValue(text[s:e], kind) {
			return s, e, true
		}
	}
	return 0, 0, false
}

// xmlFieldName is the name of an XML name/value pair: an element
// <name>, <key> (any case) or a name= or key= attribute.
var xmlFieldName = regexp.MustCompile(`(?i)<(?:name|key)>([^<\n]{1,100})</(?:name|key)>|\b(?:name|key)="([^"\n]{1,100})"`)

// lastIndexFold is strings.LastIndex with ASCII case folded.
func lastIndexFold(s, sub string) int {
	for i := len(s) - len(sub); i >= 0; i-- {
		if strings.EqualFold(s[i:i+len(sub)], sub) {
			return i
		}
	}
	return -1
}
