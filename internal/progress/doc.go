// Package progress draws the one-line progress bar of long runs (files
// and bytes done, rate, ETA) and formats byte counts for people.
package progress
