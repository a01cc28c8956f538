package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strconv"
	"time"
)

// corpus generates an omp-like directory tree:
//
//	DIR/sessions/<bucket>/<stamp>_<uuid>.jsonl        sessions
//	DIR/sessions/<bucket>/<stamp>_<uuid>/<Agent>.jsonl  subagent sessions
//	DIR/sessions/<bucket>/<stamp>_<uuid>/<n>.bash.log   full tool output
//	DIR/sessions/<bucket>/<stamp>_<uuid>/draft.txt
//	DIR/blobs/<sha256>[.png]                            large images
//	DIR/manifest.json                                   planted values
//
// Everything is drawn from one seeded generator and written in a fixed
// order, so the same seed and size give the same bytes. With root == ""
// nothing is written: the checker uses that to regenerate the plants.
type corpus struct {
	root          string
	seed          uint64
	size          int64
	single        bool
	shape         string // big, many or huge (shape.go)
	bytesPerPlant int64

	r       *rand.Rand
	sched   *scheduler
	written int64
	files   int
	clock   int64
	cwd     string

	debt    int64
	pending *plant
	titleQ  []*plant
	plants  []*plant // placed plants in placement order
	err     error    // first write error
}

type bucket struct{ name, cwd string }

var buckets = []bucket{{"--work-proj--", "/work/proj"}, {"--work-proj--", "/work/proj"}, {"--srv-api--", "/srv/api"}, {"-code-webapp", "/home/dev/code/webapp"}}

func newCorpus(root string, seed uint64, size int64, single bool, bytesPerPlant int64) *corpus {
	r := rand.New(rand.NewPCG(seed, 0x6f6d702d72656461))
	return &corpus{root: root, seed: seed, size: size, single: single, bytesPerPlant: bytesPerPlant,
		r: r, sched: newScheduler(rand.New(rand.NewPCG(seed, 1))), clock: 1767225600000, shape: shapeBig}
}

// generate writes the whole corpus and its manifest.
func (c *corpus) generate() error {
	for c.written < c.size {
		c.clock += int64(c.r.IntN(3 * 86400000))
		target := min(c.size-c.written, int64(size(c.r, 150_000, 5_000_000)))
		if c.single {
			target = c.size
		}
		b := buckets[c.r.IntN(len(buckets))]
		c.cwd = b.cwd
		stamp := time.UnixMilli(c.clock).UTC().Format("2006-01-02T15-04-05-000Z")
		sid := uuid7(c.r, c.clock)
		base := path.Join("sessions", b.name, stamp+"_"+sid)
		if err := c.session(base+".jsonl", base, sid, target, false); err != nil {
			return err
		}
		if c.single {
			break
		}
		for i, n := 0, c.r.IntN(5)-2; i < n; i++ {
			agent := []string{"Explore", "Plan", "Review", "Fix"}[c.r.IntN(4)] + hexStr(c.r, 4)
			sub := path.Join(base, agent)
			if err := c.session(sub+".jsonl", sub, uuid7(c.r, c.clock), int64(size(c.r, 40_000, 400_000)), true); err != nil {
				return err
			}
		}
		if c.r.IntN(6) == 0 {
			c.writeFile(path.Join(base, "draft.txt"), []byte(prose(c.r, 300)+"\n"))
		}
	}
	if c.err != nil {
		return c.err
	}
	return c.writeManifest()
}

func (c *corpus) session(file, dir, sid string, target int64, subagent bool) error {
	seed := c.r.Uint64()
	g := &sessionGen{c: c, r: rand.New(rand.NewPCG(seed, 2)),
		file: file, dir: dir, target: target, ms: c.clock, subagent: subagent}
	var title *plant
	if len(c.titleQ) > 0 {
		title, c.titleQ = c.titleQ[0], c.titleQ[1:]
	}
	f, err := c.create(file)
	if err != nil {
		return err
	}
	g.out = bufio.NewWriterSize(f, 1<<18)
	g.run(sid, title)
	c.files++
	if err := g.out.Flush(); err != nil {
		return err
	}
	return f.Close()
}

// due returns the plant for the next turn, or nil while the benign bytes
// written since the last plant are fewer than bytesPerPlant.
func (c *corpus) due() *plant {
	if c.pending == nil && c.debt >= c.bytesPerPlant {
		c.pending = c.sched.take()
	}
	return c.pending
}

// spent accounts for a finished turn.
func (c *corpus) spent(n int64) {
	c.debt += n
	if c.pending != nil && c.pending.placed {
		c.pending = nil
		c.debt -= c.bytesPerPlant
	}
}

// deferTitle queues a title plant for the next session file and returns
// nil; a plant too long for the title slot becomes a user-text plant and is
// returned to be placed now.
func (c *corpus) deferTitle(p *plant) *plant {
	if !p.titleFits() {
		p.Location = locUser
		return p
	}
	c.titleQ = append(c.titleQ, p)
	c.pending = nil
	c.debt -= c.bytesPerPlant
	return nil
}

func (c *corpus) placed(p *plant) {
	if !p.placed {
		p.placed = true
		c.plants = append(c.plants, p)
	}
}

// create opens a corpus file for writing (a discarding writer without root).
func (c *corpus) create(name string) (*os.File, error) {
	if c.root == "" {
		return os.OpenFile(os.DevNull, os.O_WRONLY, 0)
	}
	full := filepath.Join(c.root, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
		return nil, err
	}
	return os.Create(full)
}

func (c *corpus) writeFile(name string, data []byte) {
	c.written += int64(len(data))
	c.files++
	if c.root == "" {
		return
	}
	full := filepath.Join(c.root, filepath.FromSlash(name))
	err := os.MkdirAll(filepath.Dir(full), 0o755)
	if err == nil {
		err = os.WriteFile(full, data, 0o644)
	}
	if err != nil && c.err == nil {
		c.err = err
	}
}

// blob stores data in the blob store with a .png sidecar and returns its
// hash.
func (c *corpus) blob(data []byte) string {
	h := sha256.Sum256(data)
	hash := hex.EncodeToString(h[:])
	name := path.Join("blobs", hash)
	c.writeFile(name, data)
	if c.root != "" {
		full := filepath.Join(c.root, filepath.FromSlash(name))
		if os.Link(full, full+".png") != nil {
			if err := os.WriteFile(full+".png", data, 0o644); err != nil && c.err == nil {
				c.err = err
			}
		}
	}
	return hash
}

// manifest is what the checker needs to score tools: positions, families
// and hashes of planted values, never the values themselves.
type manifest struct {
	Seed          uint64          `json:"seed"`
	Size          int64           `json:"size"`
	Single        bool            `json:"single"`
	Shape         string          `json:"shape,omitempty"`
	BytesPerPlant int64           `json:"bytesPerPlant"`
	TotalBytes    int64           `json:"totalBytes"`
	Files         int             `json:"files"`
	Plants        []manifestPlant `json:"plants"`
}

type manifestPlant struct {
	ID          int          `json:"id"`
	Decoy       bool         `json:"decoy,omitempty"`
	Kind        string       `json:"kind"`
	RuleID      string       `json:"ruleId,omitempty"`
	Gitleaks    bool         `json:"gitleaksRule,omitempty"`
	Location    string       `json:"location"`
	Encoding    string       `json:"encoding"`
	SHA256      string       `json:"sha256"`
	Occurrences []occurrence `json:"occurrences"`
}

func (c *corpus) manifest() *manifest {
	m := &manifest{Seed: c.seed, Size: c.size, Single: c.single, Shape: c.shape, BytesPerPlant: c.bytesPerPlant, TotalBytes: c.written, Files: c.files}
	for _, p := range c.plants {
		if len(p.occ) == 0 {
			continue
		}
		m.Plants = append(m.Plants, manifestPlant{ID: p.ID, Decoy: p.Decoy, Kind: p.Kind, RuleID: p.RuleID, Gitleaks: p.Gitleaks,
			Location: p.Location, Encoding: p.Encoding, SHA256: p.sha256(), Occurrences: p.occ})
	}
	sort.Slice(m.Plants, func(i, j int) bool { return m.Plants[i].ID < m.Plants[j].ID })
	return m
}

func (c *corpus) writeManifest() error {
	if c.root == "" {
		return nil
	}
	b, err := json.MarshalIndent(c.manifest(), "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(c.root, "manifest.json"), append(b, '\n'), 0o644)
}

// parseSize reads sizes like 200MB, 1GB, 2MB, 500kB or a byte count.
func parseSize(s string) (int64, error) {
	mult := int64(1)
	for _, u := range []struct {
		suf string
		m   int64
	}{{"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}, {"kB", 1 << 10}, {"G", 1 << 30}, {"M", 1 << 20}, {"K", 1 << 10}} {
		if len(s) > len(u.suf) && s[len(s)-len(u.suf):] == u.suf {
			s, mult = s[:len(s)-len(u.suf)], u.m
			break
		}
	}
	n, err := strconv.ParseFloat(s, 64)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("bad size %q (want e.g. 200MB)", s)
	}
	return int64(n * float64(mult)), nil
}
