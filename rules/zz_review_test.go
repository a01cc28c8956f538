package rules

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"
)

func TestZZPerDetector(t *testing.T) {
	unit := strings.ReplaceAll(os.Getenv("ZZUNIT"), `\n`, "\n")
	if unit == "" {
		t.Skip()
	}
	for _, d := range builtinDetectors() {
		var ts []time.Duration
		for _, size := range []int{32 << 10, 128 << 10} {
			text := strings.Repeat(unit, size/len(unit))
			st := time.Now()
			d.find(text, nil, nil)
			ts = append(ts, time.Since(st))
		}
		if ts[1] > 20*time.Millisecond {
			fmt.Printf("%s 32K=%v 128K=%v ratio=%.1f\n", d.info().ID, ts[0], ts[1], float64(ts[1])/float64(ts[0]))
		}
	}
}
