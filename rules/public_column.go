package rules

import "strings"

// publicColumn reports whether text[s:] is a cell of a Markdown or
// ASCII table (| a | b |) whose column is headed as public material:
// "public key", "pubkey", "fingerprint", "checksum" (publicName). A
// list of peers' WireGuard keys or of NATS accounts is shared as such a
// table, and its keys have the shape of secrets.
func publicColumn(text string, s int) bool {
	ls, _ := lineWindow(text, s, s, 4096)
	if ls > 0 && text[ls-1] != '\n' {
		return false // a table's row is shorter; a long line's runs must not each cost its length
	}
	i := ls
	for i < s && isBlank(text[i]) {
		i++
	}
	if i >= len(text) || text[i] != '|' {
		return false
	}
	col := strings.Count(text[ls:s], "|") - 1
	if col < 0 {
		return false
	}
	// walk up the table's rows to its rule (|---|, +---+): the row above
	// it is the header
	for end, n := ls-1, 0; end > 0 && n < 64; n++ {
		start := strings.LastIndexByte(text[:end], '\n') + 1
		line := strings.TrimSpace(text[start:end])
		if !strings.HasPrefix(line, "|") && !strings.HasPrefix(line, "+") {
			break
		}
		if strings.Trim(line, "|+-: =") == "" && start > 0 {
			ps := strings.LastIndexByte(text[:start-1], '\n') + 1
			if h := strings.TrimSpace(text[ps : start-1]); strings.HasPrefix(h, "|") && strings.Trim(h, "|+-: =") != "" {
				return publicHeader(h, col)
			}
		}
		end = start - 1
	}
	return false
}

// publicHeader reports whether cell col of the header row h names public
// material.
func publicHeader(h string, col int) bool {
	cells := splitCells(h, '|')
	if col >= len(cells) {
		return false
	}
	name := strings.TrimSpace(h[cells[col][0]:cells[col][1]])
	name = strings.ReplaceAll(strings.ToLower(name), " ", "_")
	return name != "" && publicName(name)
}
