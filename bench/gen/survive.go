package main

import (
	"encoding/binary"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

// redactScore is the scoring of one `omp-redact redact` run: which planted
// secrets survive anywhere in the output tree, in any encoding, and which
// decoys are still in their file unchanged.
type redactScore struct {
	err        string
	t          timing
	survivors  tally // found = survived, over all planted secrets
	decoysKept tally
	byEnc      map[string]*tally // found = removed
	byLoc      map[string]*tally
	byKind     map[string]*tally
	files      int
	lost       []string // positions of surviving secrets and changed decoys
}

// needleSet finds many byte strings in one pass: each needle is keyed by
// its last 8 bytes, and every 8-byte window of the input is looked up in a
// bitset before the map.
type needleSet struct {
	bits []uint64
	m    map[uint64][]needle
}

type needle struct {
	s     string
	plant int // index into the plant slice
}

const bitsLog = 24

func tail8(b []byte) uint64 { return binary.LittleEndian.Uint64(b[len(b)-8:]) }

func bitOf(k uint64) uint64 { return (k * 0x9E3779B97F4A7C15) >> (64 - bitsLog) }

func newNeedleSet() *needleSet {
	return &needleSet{bits: make([]uint64, 1<<bitsLog/64), m: map[uint64][]needle{}}
}

func (ns *needleSet) add(s string, plant int) {
	k := tail8([]byte(s))
	ns.m[k] = append(ns.m[k], needle{s, plant})
	b := bitOf(k)
	ns.bits[b/64] |= 1 << (b % 64)
}

// scan calls fn for every needle occurring in data.
func (ns *needleSet) scan(data []byte, fn func(needle)) {
	for i := 8; i <= len(data); i++ {
		k := binary.LittleEndian.Uint64(data[i-8 : i])
		b := bitOf(k)
		if ns.bits[b/64]&(1<<(b%64)) == 0 {
			continue
		}
		for _, n := range ns.m[k] {
			if len(n.s) <= i && string(data[i-len(n.s):i]) == n.s {
				fn(n)
			}
		}
	}
}

// corpusKey maps a file of the redacted tree to the corpus-relative name it
// mirrors (the output may or may not repeat the input directory's name).
func corpusKey(rel string) string {
	rel = filepath.ToSlash(rel)
	for _, top := range []string{"sessions/", "blobs/"} {
		if strings.HasPrefix(rel, top) {
			return rel
		}
		if i := strings.Index(rel, "/"+top); i >= 0 {
			return rel[i+1:]
		}
	}
	return rel
}

func scoreRedact(m *manifest, outDir string, t timing) (*redactScore, error) {
	rs := &redactScore{t: t, byEnc: map[string]*tally{}, byLoc: map[string]*tally{}, byKind: map[string]*tally{}}
	c := newCorpus("", m.Seed, m.Size, m.Single, m.BytesPerPlant)
	if m.Shape != "" {
		c.shape = m.Shape
	}
	if err := c.generate(); err != nil {
		return nil, err
	}
	byID := map[int]*plant{}
	for _, p := range c.plants {
		byID[p.ID] = p
	}
	plants := make([]*plant, len(m.Plants))
	ns := newNeedleSet()
	for i, mp := range m.Plants {
		p := byID[mp.ID]
		if p == nil || p.sha256() != mp.SHA256 {
			return nil, fmt.Errorf("plant %d: regenerated value does not match the manifest (generator changed since the corpus was written?)", mp.ID)
		}
		plants[i] = p
		for _, s := range p.needles {
			ns.add(s, i)
		}
	}
	survived := make([]bool, len(plants))
	kept := make([]bool, len(plants))
	homes := make([]map[string]bool, len(plants))
	for i, mp := range m.Plants {
		homes[i] = map[string]bool{}
		for _, o := range mp.Occurrences {
			homes[i][o.File] = true
		}
	}
	err := filepath.WalkDir(outDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(outDir, p)
		key := corpusKey(rel)
		if key == "manifest.json" {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		rs.files++
		ns.scan(data, func(n needle) {
			if plants[n.plant].Decoy {
				if homes[n.plant][key] {
					kept[n.plant] = true
				}
				return
			}
			survived[n.plant] = true
		})
		return nil
	})
	if err != nil {
		return nil, err
	}
	if rs.files == 0 {
		return nil, fmt.Errorf("redact output %s holds no files", outDir)
	}
	for i, mp := range m.Plants {
		o := mp.Occurrences[0]
		where := fmt.Sprintf("%s:%d: %s %s plant %d %s %s %s", o.File, o.Line, o.EntryID, o.Path, mp.ID, mp.Location, mp.Encoding, mp.Kind)
		if mp.Decoy {
			rs.decoysKept.add(kept[i])
			if !kept[i] {
				rs.lost = append(rs.lost, "decoy changed: "+where)
			}
			continue
		}
		rs.survivors.add(survived[i])
		if survived[i] {
			rs.lost = append(rs.lost, "secret survived: "+where)
		}
		for _, x := range []struct {
			m map[string]*tally
			k string
		}{{rs.byEnc, mp.Encoding}, {rs.byLoc, mp.Location}, {rs.byKind, mp.Kind}} {
			if x.m[x.k] == nil {
				x.m[x.k] = &tally{}
			}
			x.m[x.k].add(!survived[i])
		}
	}
	return rs, nil
}
