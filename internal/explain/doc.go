// Package explain says, for every string leaf of one session entry, which
// policy rule decides what happens to it and why every earlier rule did
// not match (policy explain). It names classes, rules and paths, masked
// where they come from the session; it never prints content.
package explain
