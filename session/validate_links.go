package session

import (
	"errors"
	"fmt"
)

// toolPairing reports results without a call on their branch (error: omp
// cannot replay them), second results for a call on one branch (warning:
// omp skips them) and calls without a result (warning: omp synthesizes an
// "aborted" result, and a live session may still be waiting). A call with
// one result on each of several sibling branches is valid.
func (v *validator) toolPairing() {
	s := v.s
	p := s.Pairing()
	for _, r := range p.Results {
		e := s.Entries[r.Entry]
		switch r.Status {
		case NoCall:
			v.errorf(e, CheckToolPairing, "toolResult for call %s has no toolCall with that id", r.CallID)
		case OtherBranch:
			other := ""
			for _, c := range p.Calls {
				if c.ID == r.CallID {
					other = fmt.Sprintf(" (line %d)", s.Entries[c.Entry].Num)
					break
				}
			}
			v.errorf(e, CheckToolPairing, "toolResult for call %s: the call is only on another branch%s", r.CallID, other)
		case Duplicate:
			v.warnf(e, CheckToolPairing, "toolResult for call %s repeats an earlier result on its branch; omp replays only the first", r.CallID)
		}
	}
	for _, c := range p.Calls {
		if c.Result < 0 {
			v.warnf(s.Entries[c.Entry], CheckToolPairing, "toolCall %s (%s) at message.content.%d has no result on its branch", c.ID, c.Name, c.Block)
		}
	}
}

// blobs checks every blob reference's syntax and, with a blob directory,
// that the blob exists and has the referenced SHA-256.
func (v *validator) blobs() {
	checked := map[string]error{}
	for _, b := range v.s.BlobRefs() {
		l := v.s.Lines[b.Line-1]
		if b.Err != "" {
			v.errorf(l, CheckBlobRef, "malformed blob reference at %s: %s", b.Path, b.Err)
			continue
		}
		if v.opts.BlobDir == "" {
			continue
		}
		err, ok := checked[b.Hash]
		if !ok {
			err = CheckBlob(v.opts.BlobDir, b.Hash)
			checked[b.Hash] = err
		}
		switch {
		case err == nil:
		case errors.Is(err, ErrBlobMissing):
			v.errorf(l, CheckBlobMissing, "blob %s referenced at %s is missing from the blob directory", b.Hash, b.Path)
		case errors.Is(err, ErrBlobMismatch):
			v.errorf(l, CheckBlobMissing, "blob %s referenced at %s is corrupt: %v", b.Hash, b.Path, err)
		default:
			v.errorf(l, CheckBlobMissing, "blob %s referenced at %s cannot be read: %v", b.Hash, b.Path, err)
		}
	}
}

// leaf checks that the final logical record is the default leaf omp resumes
// at: a final line that does not parse makes omp fall back to an earlier
// entry, and a leaf whose branch does not reach a root cannot be resumed.
func (v *validator) leaf() {
	s := v.s
	var last *Line
	for i := len(s.Lines) - 1; i >= 0; i-- {
		if s.Lines[i].Kind != KindBlank {
			last = s.Lines[i]
			break
		}
	}
	if last == nil {
		return
	}
	t := s.Tree()
	if last.Kind == KindMalformed || last.Kind == KindPartial {
		if t.Leaf >= 0 {
			v.warnf(last, CheckLeaf, "the last line does not parse, so omp resumes at line %d (%s) instead", s.Entries[t.Leaf].Num, s.Entries[t.Leaf].Ref())
		} else {
			v.warnf(last, CheckLeaf, "the last line does not parse and no entry precedes it")
		}
		return
	}
	if t.Leaf < 0 {
		return
	}
	leaf := s.Entries[t.Leaf]
	branch := t.Branch(t.Leaf)
	root := branch[len(branch)-1]
	if p := t.Parent(root); p != NoParent {
		v.warnf(leaf, CheckLeaf, "the default leaf's branch does not reach a root (it stops at line %d); omp resumes a truncated history", s.Entries[root].Num)
	}
}
