#!/usr/bin/env bash
# bench/rss1g.sh [SIZE] — peak RSS of `omp-redact redact` (and scan) on ONE
# huge session (default 1GB). Target of issue 5: ≤ 400 MB for 1 GB.
set -uo pipefail
cd "$(dirname "$0")/.."

SIZE=${1:-1GB}
SEED=${SEED:-1}
OUT=bench/out
DIR=$OUT/single
mkdir -p "$OUT"
say() { printf '==> %s\n' "$*" >&2; }

[ -x /usr/bin/time ] || apt-get install -y time >/dev/null 2>&1 || { say "cannot install GNU time"; exit 2; }
go build -o "$OUT/omp-redact" ./cmd/omp-redact || { say "omp-redact build failed"; exit 2; }
go build -o "$OUT/gen" ./bench/gen || exit 2

KEY="$SEED $SIZE $(sha256sum "$OUT/gen" | cut -c1-16)"
if [ "$(cat "$DIR.key" 2>/dev/null)" != "$KEY" ]; then
	say "generating one $SIZE session"
	rm -rf "$DIR" "$DIR.key"
	"$OUT/gen" -seed "$SEED" -single -size "$SIZE" -out "$DIR" || exit 2
	echo "$KEY" >"$DIR.key"
fi
FILE=$(find "$DIR/sessions" -name '*.jsonl' | head -1)
BYTES=$(stat -c %s "$FILE")

row() { # row NAME TIMEFILE LOGFILE
	local wall rss rc
	wall=$(grep -o 'Elapsed (wall clock).*' "$2" | sed 's/.*: //')
	rss=$(grep -o 'Maximum resident set size.*' "$2" | sed 's/.*: //')
	rc=$(grep -o 'Exit status: .*' "$2" | sed 's/.*: //')
	grep -q 'out of memory' "$3" && rc="$rc (out of memory)"
	printf '| %s | %s | %s | %.0f | %s |\n' "$1" "$rc" "$wall" "$(echo "$rss / 1024" | bc -l)" \
		"$(awk -v b="$BYTES" -v w="$wall" 'BEGIN{n=split(w,p,":"); s=p[n]+(n>1?p[n-1]*60:0)+(n>2?p[n-2]*3600:0); printf "%.1f", b/1048576/s}')"
}

rm -f "$OUT/single-redacted.jsonl"
say "omp-redact redact on $(numfmt --to=iec "$BYTES") session"
/usr/bin/time -v -o "$OUT/rss1g-redact.time" "$OUT/omp-redact" redact -q -o "$OUT/single-redacted.jsonl" "$FILE" >"$OUT/rss1g-redact.log" 2>&1
say "omp-redact scan"
/usr/bin/time -v -o "$OUT/rss1g-scan.time" "$OUT/omp-redact" scan --format json "$FILE" >"$OUT/rss1g-scan.json" 2>"$OUT/rss1g-scan.log"
rm -f "$OUT/single-redacted.jsonl"

{
	echo "One session of $(numfmt --to=iec "$BYTES") ($BYTES bytes):"
	echo
	echo "| run | exit | wall | peak RSS MB | MB/s |"
	echo "|---|---:|---:|---:|---:|"
	row "omp-redact redact" "$OUT/rss1g-redact.time" "$OUT/rss1g-redact.log"
	row "omp-redact scan" "$OUT/rss1g-scan.time" "$OUT/rss1g-scan.log"
} | tee "$OUT/rss1g.md"
