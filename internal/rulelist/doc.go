// Package rulelist writes the active detection rules (rules list): a
// tab-aligned table, one rule per line, or JSON {"rules": [...]} with
// keywords never null, so scripts can rely on the shape.
package rulelist
