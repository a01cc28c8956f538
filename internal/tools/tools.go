//go:build tools

// Package tools pins dependencies that packages adopt incrementally, so go mod tidy keeps them.
package tools

import (
	_ "github.com/dlclark/regexp2"
	_ "github.com/google/go-cmp/cmp"
	_ "github.com/rogpeppe/go-internal/testscript"
	_ "github.com/spf13/cobra"
	_ "github.com/tidwall/gjson"
	_ "github.com/tidwall/sjson"
	_ "github.com/zricethezav/gitleaks/v8/config"
	_ "github.com/zricethezav/gitleaks/v8/detect"
	_ "go.yaml.in/yaml/v3"
)
