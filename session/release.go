package session

// releaseStep is how much input a sequential pass reads before it gives
// the pages back (Options.Release).
const releaseStep = 8 << 20

// releaser calls fn for the input a sequential pass has moved past, every
// releaseStep bytes. A pass gives pages back itself rather than leave it
// to a mapped file's pager: on a loaded machine the pager's thread may not
// run for a while, and a pass that only tests each line with
// bytes.Contains reads hundreds of MB in that time.
type releaser struct {
	fn   func(off, n int64)
	done int64 // everything before done was released
}

func (r *releaser) upTo(off int64) {
	if r.fn != nil && off-r.done >= releaseStep {
		r.fn(r.done, off-r.done)
		r.done = off
	}
}

// Releaser gives the input of a session back as a pass moves through its
// lines in file order (see Session.Release); it does nothing for a session
// that was read, not mapped.
type Releaser struct{ r releaser }

// NewReleaser starts a pass over s's lines.
func (s *Session) NewReleaser() *Releaser {
	return &Releaser{r: releaser{fn: s.Release}}
}

// Pass says that the pass has reached l: the input before it may go.
func (r *Releaser) Pass(l *Line) { r.r.upTo(l.Offset) }
