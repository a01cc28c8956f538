// Package session reads omp session journals (JSONL) into a lossless,
// read-only model. It knows the format and changes nothing.
//
// A file is a sequence of physical lines. Each [Line] keeps its exact bytes
// (Raw, without the end-of-line), its end-of-line (EOL: "\n", "\r\n" or ""
// for a final line without newline), its 1-based number and byte offset,
// and a [Kind]: title record, header, entry, blank, malformed, or partial
// (a final line cut before its newline). Nothing is ever dropped:
//
//	s, _ := session.ParseBytes(data, name, session.Options{})
//	bytes.Equal(s.Bytes(), data) // always true
//
// On top of the lines sit the tree ([Tree]: ids, parents, children,
// branches, cycles), tool pairing ([Pairing]: toolCall ↔ toolResult on the
// same branch), the leaf walker ([Walk]: every string leaf of a line with its
// gjson path, decoded value and raw byte span), blob references and the
// validator ([Validate]). [SessionRoots], [Discover] and [FindFiles] find
// session files on disk the way omp lays them out.
//
// Invariants:
//   - gjson.ValidBytes(l.Raw) for every line of kind KindTitle, KindHeader
//     and KindEntry;
//   - l.DupKeys() lists every object key that occurs twice in one object of
//     that line (gjson reads the first occurrence, JavaScript keeps the last,
//     so later stages must fail closed on such lines);
//   - legacy v1 entries have no ids: they are addressed by line number and
//     no id is ever invented.
package session
