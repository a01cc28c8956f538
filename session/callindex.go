package session

// callIndex finds a tool call by id while the pairing is built (see
// idTable); it replaces a map[string]string that was live at the peak of
// a large session's verification.
type callIndex struct{ t idTable }

// find returns the index in calls of a call with the given id.
func (x *callIndex) find(calls []ToolCall, id string) (int, bool) {
	return x.t.find(id, func(i int) string { return calls[i].ID })
}

// add indexes calls[i] unless a call with its id is indexed already (any
// of them serves: find is used for the id's shared copy and for whether
// the id has a call at all).
func (x *callIndex) add(calls []ToolCall, i int) {
	x.t.put(i, func(i int) string { return calls[i].ID }, false)
}
