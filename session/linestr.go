package session

// The entry types and message roles omp writes. A line keeps an index
// into these tables, not a string: two string headers are 32 bytes per
// line, 48 MB for a session of 1.5 M entries. A value not in a table
// (a newer omp, a hand-edited file) is kept in the line's extra fields.
var (
	knownTypes = [...]string{"", "message", "session", "title", "label",
		"compaction", "branch_summary", "model_change", "thinking_level_change",
		"custom", "custom_message", "session_info", "archive", "title_change",
		"tool_execution_started", "tool_execution_settled", "mode_change",
		"service_tier_change", "session_init", "session_exit"}
	knownRoles = [...]string{"", "user", "assistant", "toolResult",
		"bashExecution", "custom", "branchSummary", "compactionSummary",
		"developer", "system", "hookMessage"}
)

// otherValue marks a type or role kept in the line's extra fields.
const otherValue = 255

// tableIndex returns s's index in table; for a value not in it,
// otherValue and a copy of s (which may alias the input) to keep.
func tableIndex(table []string, s string, strs *stringTable) (uint8, string) {
	for i, v := range table {
		if v == s {
			return uint8(i), ""
		}
	}
	return otherValue, strs.internString(s)
}

// Type is the "type" of a title, header or entry; "" when absent.
func (l *Line) Type() string {
	if l.typ == otherValue {
		return l.extra.typ
	}
	return knownTypes[l.typ]
}

// Role is "message.role" for an entry of type "message"; "" otherwise.
func (l *Line) Role() string {
	if l.role == otherValue {
		return l.extra.role
	}
	return knownRoles[l.role]
}

func (l *Line) setType(s string, strs *stringTable) {
	var other string
	if l.typ, other = tableIndex(knownTypes[:], s, strs); l.typ == otherValue {
		l.ensureExtra().typ = other
	}
}

func (l *Line) setRole(s string, strs *stringTable) {
	var other string
	if l.role, other = tableIndex(knownRoles[:], s, strs); l.role == otherValue {
		l.ensureExtra().role = other
	}
}

// ensureExtra returns the line's extra fields, allocating them. They are
// set while the line is parsed and never after: a line classified from an
// equal line of Reuse shares them.
func (l *Line) ensureExtra() *lineExtra {
	if l.extra == nil {
		l.extra = &lineExtra{}
	}
	return l.extra
}
