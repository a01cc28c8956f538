#!/usr/bin/env bash
# bench/profile.sh [scan|redact] [PATH] — CPU profile of one omp-redact run
# (default: scan of the bench corpus) and the top of `go tool pprof`.
#
# The command has no profiling flag, so this builds a copy of
# cmd/omp-redact whose main() wraps Main() in pprof.StartCPUProfile. The
# copy lives in bench/out/_prof (git-ignored; "_" keeps it out of ./...).
set -euo pipefail
cd "$(dirname "$0")/.."

CMD=${1:-scan}
TARGET=${2:-bench/out/corpus}
OUT=bench/out
P=$OUT/_prof
rm -rf "$P" && mkdir -p "$P"
for f in cmd/omp-redact/*.go; do
	case "$f" in *_test.go | */main.go) continue ;; esac
	cp "$f" "$P/"
done
cp -r cmd/omp-redact/help "$P/" # embedded by help.go
cat >"$P/main.go" <<'GO'
package main

import (
	"os"
	"runtime/pprof"
)

func main() {
	f, err := os.Create(os.Getenv("CPUPROFILE"))
	if err != nil {
		panic(err)
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		panic(err)
	}
	code := Main()
	pprof.StopCPUProfile()
	f.Close()
	if name := os.Getenv("MEMPROFILE"); name != "" {
		if m, err := os.Create(name); err == nil {
			pprof.Lookup("allocs").WriteTo(m, 0)
			m.Close()
		}
	}
	os.Exit(code)
}
GO
go build -o "$OUT/omp-redact-prof" "./$P"
case "$CMD" in
scan) args=(scan --format json "$TARGET") ;;
redact) rm -rf "$OUT/prof-redacted"; args=(redact -q -o "$OUT/prof-redacted" "$TARGET") ;;
*) echo "usage: bench/profile.sh [scan|redact] [PATH]" >&2; exit 2 ;;
esac
CPUPROFILE=$OUT/$CMD.cpu.pprof MEMPROFILE=$OUT/$CMD.allocs.pprof /usr/bin/time -v -o "$OUT/$CMD.prof.time" "$OUT/omp-redact-prof" "${args[@]}" >/dev/null 2>&1 || true
grep -E 'Elapsed|Maximum resident' "$OUT/$CMD.prof.time" >&2
go tool pprof -top -nodecount=40 "$OUT/omp-redact-prof" "$OUT/$CMD.cpu.pprof" 2>/dev/null | tee "$OUT/$CMD.pprof.top.txt"
echo "cumulative:"
go tool pprof -top -cum -nodecount=40 "$OUT/omp-redact-prof" "$OUT/$CMD.cpu.pprof" 2>/dev/null | tee "$OUT/$CMD.pprof.cum.txt"
echo "allocated bytes:"
go tool pprof -sample_index=alloc_space -top -nodecount=25 "$OUT/omp-redact-prof" "$OUT/$CMD.allocs.pprof" 2>/dev/null | tee "$OUT/$CMD.pprof.allocs.txt"
