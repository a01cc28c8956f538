package review

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/policy"
	"github.com/omp-redact/omp-redact/redact"
	"github.com/omp-redact/omp-redact/rules"
	"github.com/omp-redact/omp-redact/session"
)

// engine builds a redact engine from a profile name or a policy in YAML.
func engine(t testing.TB, profile string, yaml string) *redact.Engine {
	t.Helper()
	var pol *policy.Policy
	var err error
	if yaml != "" {
		pol, err = policy.LoadBytes("policy.yaml", []byte(yaml))
	} else {
		pol, err = policy.Profile(profile)
	}
	if err != nil {
		t.Fatal(err)
	}
	set, err := rules.New(pol.Detectors)
	if err != nil {
		t.Fatal(err)
	}
	e, err := redact.New(redact.Options{Policy: pol, Detectors: set, Key: []byte("review test key"), Workers: 2, Fixpoint: true})
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// jstr encodes s as a JSON string literal.
func jstr(s string) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(s); err != nil {
		panic(err)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// sessionBuilder writes a v3 session line by line, chaining parents.
type sessionBuilder struct {
	b    strings.Builder
	last string
	n    int
}

func newSession() *sessionBuilder {
	s := &sessionBuilder{}
	s.b.WriteString(`{"type":"session","version":3,"id":"s1","timestamp":"2026-11-02T10:00:00.000Z","cwd":"/w"}` + "\n")
	return s
}

// entry appends a message entry with the given role and raw content
// array (plus extra raw fields of the message) and returns its id.
func (s *sessionBuilder) entry(role, content, extra string) string {
	s.n++
	id := fmt.Sprintf("e%d", s.n)
	parent := "null"
	if s.last != "" {
		parent = jstr(s.last)
	}
	fmt.Fprintf(&s.b, `{"type":"message","id":%q,"parentId":%s,"timestamp":"2026-11-02T10:00:%02d.000Z","message":{"role":%q,"content":%s%s,"timestamp":%d}}`+"\n",
		id, parent, s.n, role, content, extra, s.n)
	s.last = id
	return id
}

func (s *sessionBuilder) text(role, text string) string {
	extra := ""
	if role == "assistant" {
		extra = `,"api":"anthropic-messages","provider":"anthropic","model":"m","stopReason":"stop"`
	}
	return s.entry(role, `[{"type":"text","text":`+jstr(text)+`}]`, extra)
}

func (s *sessionBuilder) bytes() []byte { return []byte(s.b.String()) }

// redactBytes redacts data and builds its review.
func redactBytes(t testing.TB, e *redact.Engine, name string, data []byte) (*redact.Result, *File) {
	t.Helper()
	res, err := e.Session(name, data, session.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res.Fatal != nil {
		t.Fatalf("redact: %v", res.Fatal)
	}
	f, err := Build(data, res.Output, &res.File, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res, f
}

func render(t testing.TB, f *File, ctx int) (diff, page string) {
	t.Helper()
	var d, h bytes.Buffer
	if err := WriteDiff(&d, f, DiffOptions{Context: ctx}); err != nil {
		t.Fatal(err)
	}
	if err := WriteHTML(&h, []*File{f}); err != nil {
		t.Fatal(err)
	}
	return d.String(), h.String()
}
