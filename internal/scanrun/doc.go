// Package scanrun is one detection run of scan or check: every input is
// read and analysed by the pipeline's workers (no redacted output is
// built) and its file report added, in input order, to the run's report;
// an input that could not be read is added as an error, never skipped.
package scanrun
