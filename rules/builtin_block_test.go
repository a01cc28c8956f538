package rules

import (
	"encoding/base64"
	"math/rand"
	"strings"
	"testing"
)

// TestBlockSecret: the values under a block named tokens, secrets,
// passwords or credentials are found in HCL, YAML and JSON when they look
// like credentials; ids, users, URLs, settings and words are not.
func TestBlockSecret(t *testing.T) {
	s := testSet(t)
	b64 := base64.StdEncoding.EncodeToString
	checkRuleCase(t, s, ruleCase{blockSecretID, func(r *rand.Rand) []sample {
		u := uuidStr(r)
		k := randToken(r, tAlnum, 32)
		pw := randToken(r, "BCDFGHJKLM", 1) + randToken(r, "aeioubcdfg", 5) + randToken(r, "23456789", 3) + "#"
		return []sample{
			one("acl {\n  enabled = true\n  tokens {\n    agent = \""+u+"\"\n  }\n}\n", u),
			one("secrets:\n  github: "+k+"\n  region: eu-west-1\nother: 1\n", k),
			one("passwords:\n  db: "+pw+"\n  note: required\n", pw),
			one("Parameters:\n  OpenSearchPassword:\n    Type: String\n    Default: "+pw+"Q\n  Env:\n    Default: prod\n", pw+"Q"), // NoEcho beside it is cloudformation-noecho-default's
			one("{\n  \"credentials\": {\n    \"acme\": \""+k+"\",\n    \"user_id\": \""+u+"\"\n  }\n}", k),
		}
	}, func(r *rand.Rand) []string {
		u := uuidStr(r)
		return []string{
			"tokens:\n  user_id: " + u + "\n  url: https://acme.io/x\n  ttl: 3600\n",
			"secrets:\n  db: required\n  api: ${API_KEY}\n",
			"passwords:\n  policy: strong\n  min_length: 12\n",
			"tokens:\n  - " + u + "\n", // a list: no names, a list of ids as often as of tokens
			"description: the tokens:\n  agent: " + u,
			"tokens:\n  agent: " + randToken(r, tAlnum, 10) + "\n",
			"secrets:\nroot_id: " + u + "\n", // not inside: same indentation
			"Parameters:\n  DbPassword:\n    Type: String\n    Default: changeme\n  Env:\n    Default: " + randToken(r, tAlnum, 12) + "!\n",
			"kind: ConfigMap\ndata:\n  theme: " + b64([]byte(randToken(r, tAlnum, 24))) + "\n",
			// a List: the ConfigMap after a Secret is no Secret; kubectl prints kind after data
			"items:\n- apiVersion: v1\n  kind: Secret\n  metadata:\n    name: db\n- apiVersion: v1\n  data:\n    GREETING: " + b64([]byte(randToken(r, tAlnum, 24))) + "\n  kind: ConfigMap\n",
			"kind: Secret\ndata:\n  .dockerconfigjson: {image_pull_secret}\n  annotations:\n    kubernetes.io/service-account.name: sa\n",
			`"credentials":{` + "\n" + `  "shape":"stringValueLength1to255",` + "\n" + `  "other":"maxLength255ForName"` + "\n}", // an API model
		}
	}})
}

// TestBlockSecretManifest: every value under a Kubernetes Secret's data:
// is masked, the second too (the gitleaks rule stops at the first).
func TestBlockSecretManifest(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(3))
	b64 := base64.StdEncoding.EncodeToString
	a, b := b64([]byte(randToken(r, tAlnum, 16))), b64([]byte(randToken(r, tAlnum, 32)))
	text := "apiVersion: v1\nkind: Secret\nmetadata:\n  name: mq\ntype: Opaque\ndata:\n  mq-password: \"" + a + "\"\n  mq-erlang-cookie: \"" + b + "\"\n"
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{a, b} {
		i := strings.Index(text, v)
		if !covered(ms, i, i+len(v)) {
			t.Errorf("%d-byte value not masked: %v", len(v), ids(ms))
		}
	}
}

// TestBlockSecretLeavesCertificates: a TLS Secret's certificate is
// public; its key is not.
func TestBlockSecretLeavesCertificates(t *testing.T) {
	s := testSet(t)
	r := rand.New(rand.NewSource(5))
	b64 := base64.StdEncoding.EncodeToString
	crt, key := b64([]byte("-----BEGIN CERTIFICATE-----\n"+randToken(r, tAlnum, 40))), b64([]byte("-----BEGIN PRIVATE KEY-----\n"+randToken(r, tAlnum, 40)))
	text := "apiVersion: v1\nkind: Secret\ntype: kubernetes.io/tls\ndata:\n  ca.crt: " + crt + "\n  tls.key: " + key + "\n"
	ms, err := s.Detect(text)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range onlyRule(ms, blockSecretID) {
		if m.Secret == crt {
			t.Errorf("certificate masked by %s", m.RuleID)
		}
	}
	if i := strings.Index(text, key); !covered(ms, i, i+len(key)) {
		t.Errorf("key not masked: %v", ids(ms))
	}
}
