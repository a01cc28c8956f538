// Package sessionlist is what the sessions command lists: the session
// files found under omp's session roots (see session.Discover), with ids
// and titles scrubbed of secrets, as JSON or as a table that fits the
// terminal (one row per session, its whole path on the next line).
package sessionlist
