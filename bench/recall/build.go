package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"time"
)

// buildOptions say where the sources are and how much to plant.
type buildOptions struct {
	GitleaksSrc   string // gitleaks v8.30.1 module source
	TrufflehogSrc string // a trufflehog tree with pkg/detectors ("" skips corpus B)
	NoseyParker   string // a Nosey Parker tree with its rule files ("" leaves it out of corpus C)
	Kingfisher    string // a Kingfisher tree with its rule files ("" leaves it out of corpus C)
	// corpus D: trees holding each scanner's test data ("" leaves it out)
	Semgrep, DetectSecrets, Secretlint, Ripsecrets string
	Out                                            string // corpus root (scanned); the manifest goes beside it
	Manifest                                       string
	Seed                                           uint64
	PerRule                                        int // gitleaks true positives per rule
	PerDetector                                    int // trufflehog positive cases per detector
	PerKind                                        int // fakesecret values per generator
	Benign                                         int // generated benign decoys
	PerFile                                        int // plants per session file
}

// manifest records every plant; it holds the values (needles), so it is
// written 0600 under bench/out only, outside the scanned tree.
type manifest struct {
	Seed        uint64       `json:"seed"`
	Extractions []extraction `json:"extractions"`
	Plants      []plant      `json:"plants"`
}

func build(o buildOptions) (*manifest, error) {
	m := &manifest{Seed: o.Seed}
	groups := map[string][]example{}
	order := []string{"gitleaks", "trufflehog", corpusRules, corpusScanners, "fakesecret", "benign"}

	exA, st, err := gitleaksExamples(o.GitleaksSrc, o.Seed, o.PerRule)
	if err != nil {
		return nil, fmt.Errorf("corpus A (gitleaks samples): %w", err)
	}
	m.Extractions = append(m.Extractions, st)
	groups["gitleaks"] = exA
	if o.TrufflehogSrc != "" {
		exB, st, err := trufflehogExamples(o.TrufflehogSrc, o.PerDetector)
		if err != nil {
			return nil, fmt.Errorf("corpus B (trufflehog tests): %w", err)
		}
		m.Extractions = append(m.Extractions, st)
		groups["trufflehog"] = exB
	}
	if o.NoseyParker != "" || o.Kingfisher != "" {
		exC, sts, err := ruleSetExamples([]ruleSource{
			{Name: "Nosey Parker", Root: o.NoseyParker, Dir: noseyparkerRules},
			{Name: "Kingfisher", Root: o.Kingfisher, Dir: kingfisherRules},
		})
		if err != nil {
			return nil, fmt.Errorf("corpus C (rule set examples): %w", err)
		}
		m.Extractions = append(m.Extractions, sts...)
		groups[corpusRules] = exC
	}
	if o.Semgrep != "" || o.DetectSecrets != "" || o.Secretlint != "" || o.Ripsecrets != "" {
		exD, sts, err := scannerTestExamples([]scannerSource{
			{Name: "semgrep-rules", Root: o.Semgrep, Dir: semgrepDir, Read: semgrepExamples},
			{Name: "detect-secrets", Root: o.DetectSecrets, Dir: detectSecretsDir, Read: detectSecretsExamples},
			{Name: "secretlint", Root: o.Secretlint, Dir: secretlintDir, Read: secretlintExamples},
			{Name: "ripsecrets", Root: o.Ripsecrets, Dir: ripsecretsDir, Read: ripsecretsExamples},
		})
		if err != nil {
			return nil, fmt.Errorf("corpus D (scanner test examples): %w", err)
		}
		m.Extractions = append(m.Extractions, sts...)
		groups[corpusScanners] = exD
	}
	exR, st := fakesecretExamples(o.Seed, o.PerKind)
	m.Extractions = append(m.Extractions, st)
	groups["fakesecret"] = exR
	groups["benign"] = benignDecoys(o.Seed, o.Benign)
	m.Extractions = append(m.Extractions, extraction{Source: "generated benign decoys", Negative: o.Benign})

	if err := os.RemoveAll(o.Out); err != nil {
		return nil, err
	}
	for _, name := range order {
		exs := groups[name]
		r := rng(o.Seed, "plants/"+name)
		var ps []plant
		for i, ex := range exs {
			if ex.Decoy {
				// each decoy once, in a random encoding and location (a
				// rotation would tie them to the decoy kinds, which rotate too)
				ps = append(ps, plant{example: ex, Encoding: encodingNames[r.IntN(len(encodingNames))], Location: locations[r.IntN(len(locations))]})
				continue
			}
			for k, enc := range encodingNames {
				ps = append(ps, plant{example: ex, Encoding: enc, Location: locations[(i+k)%len(locations)]})
			}
		}
		r.Shuffle(len(ps), func(i, j int) { ps[i], ps[j] = ps[j], ps[i] })
		// One tree per encoding (ENC/CORPUS/...): recall.sh redacts each
		// tree in its own run, so a value found in one encoding cannot be
		// masked in another through redact's every-copy pass; each
		// encoding is measured on its own.
		for _, enc := range encodingNames {
			var sel []plant
			for _, p := range ps {
				if p.Encoding == enc {
					sel = append(sel, p)
				}
			}
			if err := writeSessions(o, r, enc+"/"+name, sel); err != nil {
				return nil, err
			}
			m.Plants = append(m.Plants, sel...)
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		return nil, err
	}
	if err := os.MkdirAll(filepath.Dir(o.Manifest), 0o700); err != nil {
		return nil, err
	}
	return m, os.WriteFile(o.Manifest, b, 0o600)
}

// writeSessions writes ps into session files under dir, o.PerFile plants
// each, and fills in where each plant went.
func writeSessions(o buildOptions, r *rand.Rand, dir string, ps []plant) error {
	ms := time.Date(2026, 11, 1, 9, 0, 0, 0, time.UTC).UnixMilli()
	for f := 0; f*o.PerFile < len(ps); f++ {
		ms += 3_600_000
		stamp := time.UnixMilli(ms).UTC().Format("2006-01-02T15-04-05-000Z")
		rel := fmt.Sprintf("%s/--home-dev-src-billing--/%s_%s.jsonl", dir, stamp, uuid4(r))
		w := newSession(r, o.Out, rel, ms)
		end := min(len(ps), (f+1)*o.PerFile)
		for i := f * o.PerFile; i < end; i++ {
			p := &ps[i]
			pre, post := context(p.Location)
			c := encode(p.example, p.Encoding, p.Location, pre, post)
			p.Needles = c.needles
			w.turn(nil, "") // benign turn between plants
			w.turn(p, c.literal)
		}
		if err := w.close(); err != nil {
			return err
		}
	}
	return nil
}

// context is the benign text around a plant in a location.
func context(loc string) (pre, post string) {
	switch loc {
	case locUser:
		return "Deploy fails with this config, can you check it?\n", "\nIt worked yesterday."
	case locToolResult:
		return "$ cat deploy/app.env\n", "\n$ exit 0"
	case locToolArgs:
		return "cat > deploy/app.env <<'EOF'\n", "\nEOF\n./scripts/deploy.sh --env staging"
	default: // thinking
		return "The user pasted their configuration:\n", "\nI should not repeat these values; next I check the deploy script."
	}
}
