package session

import (
	"strings"

	"github.com/tidwall/gjson"
)

// tree reports the integrity problems [Session.Tree] found: duplicate ids,
// missing parents, self-links and cycles.
func (v *validator) tree() {
	s := v.s
	t := s.Tree()
	for _, g := range t.DuplicateIDs {
		first := s.Entries[g[0]]
		for _, i := range g[1:] {
			v.errorf(s.Entries[i], CheckDuplicateID, "id %s is also used by line %d; the later record wins lookups", first.ID, first.Num)
		}
	}
	for _, i := range t.MissingParents {
		e := s.Entries[i]
		v.errorf(e, CheckMissingParent, "parentId %s names no entry", e.ParentID)
	}
	for _, i := range t.SelfLinks {
		v.errorf(s.Entries[i], CheckSelfLink, "entry is its own parent")
	}
	for _, c := range t.Cycles {
		refs := make([]string, 0, len(c)+1)
		for _, i := range c {
			refs = append(refs, s.Entries[i].Ref())
		}
		refs = append(refs, refs[0])
		v.errorf(s.Entries[c[0]], CheckCycle, "parent links form a cycle of %d entries: %s", len(c), strings.Join(refs, " → "))
	}
}

// references checks the entry-to-entry references other than parentId:
// compaction firstKeptEntryId and providerReplayThroughEntryId (which must
// also lie on the compaction's branch), branch_summary fromId (the literal
// "root" allowed), label and archive targetId. branch_summary
// details.discardedEntryId legitimately names a deleted entry and is not
// checked.
func (v *validator) references() {
	s := v.s
	legacy := s.Version == 1
	rel := releaser{fn: s.Release}
	for _, e := range s.Entries {
		rel.upTo(e.Offset)
		switch e.Type() {
		case "compaction":
			if legacy {
				v.legacyCompaction(e)
				continue
			}
			r := gjson.GetManyBytes(e.Raw, "firstKeptEntryId", "providerReplayThroughEntryId")
			if !r[0].Exists() {
				v.warnf(e, CheckReference, "compaction has no firstKeptEntryId")
			} else {
				v.ref(e, "firstKeptEntryId", r[0], true)
			}
			if r[1].Exists() {
				v.ref(e, "providerReplayThroughEntryId", r[1], true)
			}
		case "branch_summary":
			r := gjson.GetBytes(e.Raw, "fromId")
			if r.Type == gjson.String && r.Str == "root" {
				continue
			}
			if !r.Exists() {
				v.errorf(e, CheckReference, "branch_summary has no fromId")
				continue
			}
			v.ref(e, "fromId", r, false)
		case "label", "archive":
			r := gjson.GetBytes(e.Raw, "targetId")
			if !r.Exists() {
				v.errorf(e, CheckReference, "%s has no targetId", e.Type())
				continue
			}
			v.ref(e, "targetId", r, false)
		}
	}
}

// ref checks that the reference field of e names an entry, and with onBranch
// that the entry is e itself or one of its ancestors.
func (v *validator) ref(e *Line, field string, r gjson.Result, onBranch bool) {
	if r.Type != gjson.String {
		v.errorf(e, CheckReference, "%s is not a string", field)
		return
	}
	target := v.s.Lookup(r.Str)
	if target == nil {
		v.errorf(e, CheckReference, "%s %s names no entry", field, r.Str)
		return
	}
	if !onBranch || target == e {
		return
	}
	found := false
	v.s.Tree().Ancestors(int(e.Index), func(a int) bool {
		found = a == int(target.Index)
		return !found
	})
	if !found {
		v.warnf(e, CheckReference, "%s %s (line %d) is not on the %s's branch", field, r.Str, target.Num, e.Type())
	}
}

// legacyCompaction checks a v1 compaction's firstKeptEntryIndex, an index
// into the logical records (0 is the header).
func (v *validator) legacyCompaction(e *Line) {
	r := gjson.GetBytes(e.Raw, "firstKeptEntryIndex")
	if !r.Exists() {
		return
	}
	n := len(v.s.Entries) + 1
	if r.Type != gjson.Number || r.Num != float64(int(r.Num)) || r.Num < 0 || int(r.Num) >= n {
		v.errorf(e, CheckReference, "firstKeptEntryIndex %s is not an index of the %d logical records", r.Raw, n)
	}
}
