package main

import (
	"fmt"
	"strings"

	"github.com/omp-redact/omp-redact/report"
	"github.com/spf13/cobra"
)

// reportFormat settles a report format flag (scan and check --format,
// redact --report-format) from report's one list of formats: the output
// file's extension when the flag was not given (-o x.sarif writes SARIF),
// else the flag's value, which must name a format.
func reportFormat(cmd *cobra.Command, flag, value, path string) (string, error) {
	if f, ok := report.FormatFromPath(path); ok && !cmd.Flags().Changed(flag) {
		value = f
	}
	if _, ok := report.LookupFormat(value); !ok {
		return "", usageError(fmt.Sprintf("unknown --%s %q (want %s)", flag, value, strings.Join(report.Formats, ", ")))
	}
	return value, nil
}
