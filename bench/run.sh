#!/usr/bin/env bash
# bench/run.sh [SIZE] — generate a corpus and run gitleaks and omp-redact on
# it side by side; prints a Markdown table (also in bench/out/results.md).
#
#   SEED=1 bench/run.sh 200MB
#
# Everything goes to bench/out/ (git-ignored). A tool that fails is
# reported as failed in the table; the script carries on.
set -uo pipefail
cd "$(dirname "$0")/.."

SIZE=${1:-200MB}
SEED=${SEED:-1}
GITLEAKS_VERSION=v8.30.1
OUT=bench/out
CORPUS=$OUT/corpus
mkdir -p "$OUT"

say() { printf '==> %s\n' "$*" >&2; }

# /usr/bin/time -v measures wall time and peak RSS of each run.
if [ ! -x /usr/bin/time ]; then
	say "installing GNU time"
	apt-get install -y time >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y time >/dev/null 2>&1; } ||
		{ say "cannot install GNU time"; exit 2; }
fi

GITLEAKS=$(command -v gitleaks || true)
[ -n "$GITLEAKS" ] || GITLEAKS="$(go env GOPATH)/bin/gitleaks"
if [ ! -x "$GITLEAKS" ]; then
	say "installing gitleaks $GITLEAKS_VERSION"
	go install "github.com/zricethezav/gitleaks/v8@$GITLEAKS_VERSION" || say "gitleaks install failed"
fi

say "building omp-redact and the generator"
OMP=$OUT/omp-redact
rm -f "$OMP"
go build -o "$OMP" ./cmd/omp-redact || say "omp-redact build failed; its runs are skipped"
go build -o "$OUT/gen" ./bench/gen || { say "generator build failed"; exit 2; }

# The corpus is reused when seed, size and generator are unchanged.
KEY="$SEED $SIZE $(sha256sum "$OUT/gen" | cut -c1-16)"
if [ -f "$OUT/manifest.json" ] && [ "$(cat "$OUT/corpus.key" 2>/dev/null)" = "$KEY" ]; then
	say "reusing corpus $CORPUS ($KEY)"
else
	say "generating $SIZE corpus (seed $SEED)"
	rm -rf "$CORPUS" "$OUT/manifest.json" "$OUT/corpus.key"
	"$OUT/gen" -seed "$SEED" -size "$SIZE" -out "$CORPUS" || { say "generation failed"; exit 2; }
	# keep the manifest outside the scanned tree
	mv "$CORPUS/manifest.json" "$OUT/manifest.json"
	echo "$KEY" >"$OUT/corpus.key"
fi

# Read the corpus once so every tool starts with a warm page cache. Other
# load on the machine skews wall times: the table also gives CPU seconds.
say "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
find "$CORPUS" -type f -exec cat {} + >/dev/null

timed() { # timed NAME STDOUT STDERR CMD... : runs CMD under /usr/bin/time -v
	local name=$1 stdout=$2 stderr=$3
	shift 3
	say "running $name"
	/usr/bin/time -v -o "$OUT/$name.time" "$@" >"$stdout" 2>"$stderr"
	local rc=$?
	say "$name exited $rc ($(grep -o 'Elapsed.*' "$OUT/$name.time" | sed 's/.*: //'))"
}

rm -f "$OUT"/gitleaks.json "$OUT"/gitleaks.time "$OUT"/scan.json "$OUT"/scan.time "$OUT"/redact.time "$OUT"/redact-report.json

# omp-redact runs take seconds, and this shared machine has slow spells of
# tens of seconds that a two-minute gitleaks run averages out but a
# four-second run does not: scan and redact run OMP_RUNS times (default 5),
# interleaved, half of them before gitleaks and half after, and the run
# with the median wall time is scored.
elapsed() { # wall seconds from a /usr/bin/time -v file
	awk -F': ' '/Elapsed/ {n = split($2, a, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + a[i]; print s}' "$1"
}
median_run() { # median_run NAME: the index of NAME's median run
	for k in $(seq "$RUNS"); do echo "$(elapsed "$OUT/$1.$k.time") $k"; done |
		sort -n | awk -v m=$(((RUNS + 1) / 2)) 'NR == m {print $2}'
}
omp_runs() { # omp_runs FIRST LAST: scan and redact runs FIRST..LAST
	[ -x "$OMP" ] || return 0
	for k in $(seq "$1" "$2"); do
		timed scan.$k "$OUT/scan.$k.json" "$OUT/scan.$k.log" "$OMP" scan --format json "$CORPUS"
		timed redact.$k "$OUT/redact.$k.log" "$OUT/redact.$k.err" "$OMP" redact -q -o "$OUT/redacted.$k" --report "$OUT/redact-report.$k.json" "$CORPUS"
	done
}
RUNS=${OMP_RUNS:-5}
rm -rf "$OUT"/redacted "$OUT"/redacted.[0-9]* "$OUT"/scan.[0-9]*.* "$OUT"/redact.[0-9]*.*
omp_runs 1 $((RUNS / 2))
if [ -x "$GITLEAKS" ]; then
	# --redact keeps secrets out of the report; --max-target-megabytes 0 = no size limit
	timed gitleaks "$OUT/gitleaks.log" "$OUT/gitleaks.err" "$GITLEAKS" dir --no-banner --redact --report-format json \
		--report-path "$OUT/gitleaks.json" --max-target-megabytes 0 "$CORPUS"
fi
omp_runs $((RUNS / 2 + 1)) "$RUNS"
if [ -x "$OMP" ]; then
	k=$(median_run scan)
	say "scan: median of $RUNS runs is run $k"
	for f in time json log; do mv "$OUT/scan.$k.$f" "$OUT/scan.$f"; done
	k=$(median_run redact)
	say "redact: median of $RUNS runs is run $k"
	for f in time log err; do mv "$OUT/redact.$k.$f" "$OUT/redact.$f"; done
	mv "$OUT/redact-report.$k.json" "$OUT/redact-report.json"
	mv "$OUT/redacted.$k" "$OUT/redacted"
	rm -rf "$OUT"/redacted.[0-9]* "$OUT"/scan.[0-9]*.* "$OUT"/redact.[0-9]*.* "$OUT"/redact-report.[0-9]*.json
fi

args=(-check "$CORPUS" -manifest "$OUT/manifest.json" -misses "$OUT/misses.txt")
# a run that left no usable report is shown as failed by the checker
[ -f "$OUT/gitleaks.time" ] && args+=(-gitleaks-report "$OUT/gitleaks.json" -gitleaks-time "$OUT/gitleaks.time")
[ -f "$OUT/scan.time" ] && args+=(-scan-report "$OUT/scan.json" -scan-time "$OUT/scan.time")
[ -f "$OUT/redact.time" ] && args+=(-redact-out "$OUT/redacted" -redact-time "$OUT/redact.time")
say "scoring"
"$OUT/gen" "${args[@]}" | tee "$OUT/results.md"
