package redact

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/omp-redact/omp-redact/session"
)

// TestFixpointContextRule: masking the value a context-window rule found
// (gitleaks kubernetes-secret-yaml reads the first key: value after
// "data:") must not leave a second match for the next run to find; redact
// masks until nothing new appears, so its output is a fixed point and
// verifies.
func TestFixpointContextRule(t *testing.T) {
	yaml := "apiVersion: v1\nkind: Secret\ndata:\n  password: " + strings.Repeat("cGFzc3dvcmQxMjM0", 2) + "\n\n--- PASS: TestWalkerFoo (0.01s)\n"
	msg, _ := json.Marshal(map[string]any{"type": "message", "id": "e1", "parentId": nil, "timestamp": "t",
		"message": map[string]any{"role": "user", "content": []any{map[string]any{"type": "text", "text": yaml}}, "timestamp": 1}})
	data := []byte(`{"type":"session","version":3,"id":"s","timestamp":"t","cwd":"/w"}` + "\n" + string(msg) + "\n")
	e := newTestEngine(t, "default", nil)
	res, err := e.Session("k8s.jsonl", data, session.Options{})
	if err != nil || res.Fatal != nil {
		t.Fatal(err, res.Fatal)
	}
	if len(res.File.Findings) == 0 {
		t.Fatal("the Kubernetes secret was not found")
	}
	if strings.Contains(string(res.Output), "cGFzc3dvcmQxMjM0") {
		t.Error("the secret survives")
	}
	if err := e.Verify(res); err != nil {
		t.Errorf("output is not a fixed point: %v", err)
	}
}
