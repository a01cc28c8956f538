#!/usr/bin/env bash
# bench/rss1g.sh [SIZE] — peak RSS and throughput of `omp-redact redact`,
# `scan` and `validate` on ONE huge session (default 1GB) of each shape of
# bench/gen (SHAPES, default "big many huge"):
#
#	big   real turns, long tool outputs (~4 kB per entry)
#	many  ~1.3 M short entries (~800 bytes each)
#	huge  a few 30–100 MB lines (tool results, inline images)
#
# Target of issue 12: peak RSS ≤ 400 MB for any 1 GB session. Inputs are
# generated once and cached under bench/out/single-SHAPE (keyed by seed,
# size and generator); redacted outputs are deleted after each run.
set -uo pipefail
cd "$(dirname "$0")/.."

SIZE=${1:-1GB}
SEED=${SEED:-1}
SHAPES=${SHAPES:-big many huge}
OUT=bench/out
mkdir -p "$OUT"
say() { printf '==> %s\n' "$*" >&2; }

[ -x /usr/bin/time ] || apt-get install -y time >/dev/null 2>&1 || { say "cannot install GNU time"; exit 2; }
go build -o "$OUT/omp-redact" ./cmd/omp-redact || { say "omp-redact build failed"; exit 2; }
# -buildvcs=false: the key below hashes the generator, and a VCS stamp
# would change it with every commit (regenerating 3 GB of inputs)
go build -buildvcs=false -o "$OUT/gen" ./bench/gen || exit 2

row() { # row SHAPE RUN TIMEFILE LOGFILE BYTES ENTRIES
	local wall rss rc cpu
	wall=$(grep -o 'Elapsed (wall clock).*' "$3" | sed 's/.*: //')
	rss=$(grep -o 'Maximum resident set size.*' "$3" | sed 's/.*: //')
	rc=$(grep -o 'Exit status: .*' "$3" | sed 's/.*: //')
	cpu=$(awk -F': ' '/User time|System time/{s+=$2} END{printf "%.1f", s}' "$3")
	grep -q 'out of memory' "$4" && rc="$rc (out of memory)"
	printf '| %s | %s | %s | %s | %s | %s | %.0f | %s | %s |\n' "$1" "$6" "$2" "$rc" "$wall" "$cpu" "$(echo "$rss / 1024" | bc -l)" \
		"$(awk -v b="$5" -v w="$wall" 'BEGIN{n=split(w,p,":"); s=p[n]+(n>1?p[n-1]*60:0)+(n>2?p[n-2]*3600:0); printf "%.1f", b/1048576/s}')" \
		"$(awk -v b="$5" -v c="$cpu" 'BEGIN{printf "%.1f", b/1048576/c}')"
}

ROWS=$OUT/rss1g.rows
: >"$ROWS"
for SHAPE in $SHAPES; do
	DIR=$OUT/single-$SHAPE
	KEY="$SEED $SIZE $SHAPE $(sha256sum "$OUT/gen" | cut -c1-16)"
	if [ "$(cat "$DIR.key" 2>/dev/null)" != "$KEY" ]; then
		say "generating one $SIZE session of shape $SHAPE"
		rm -rf "$DIR" "$DIR.key"
		"$OUT/gen" -seed "$SEED" -single -shape "$SHAPE" -size "$SIZE" -out "$DIR" || exit 2
		echo "$KEY" >"$DIR.key"
	fi
	FILE=$(find "$DIR/sessions" -maxdepth 2 -name '*.jsonl' | head -1)
	BYTES=$(stat -c %s "$FILE")
	ENTRIES=$(wc -l <"$FILE")
	T=$OUT/rss1g-$SHAPE
	rm -f "$T-redacted.jsonl"
	say "$SHAPE: omp-redact redact on $(numfmt --to=iec "$BYTES") session ($ENTRIES lines)"
	/usr/bin/time -v -o "$T-redact.time" "$OUT/omp-redact" redact -q -o "$T-redacted.jsonl" "$FILE" >"$T-redact.log" 2>&1
	rm -f "$T-redacted.jsonl"
	say "$SHAPE: omp-redact scan"
	/usr/bin/time -v -o "$T-scan.time" "$OUT/omp-redact" scan --format json "$FILE" >"$T-scan.json" 2>"$T-scan.log"
	say "$SHAPE: omp-redact validate"
	/usr/bin/time -v -o "$T-validate.time" "$OUT/omp-redact" validate "$FILE" >"$T-validate.log" 2>&1
	for run in redact scan validate; do
		row "$SHAPE" "$run" "$T-$run.time" "$T-$run.log" "$BYTES" "$ENTRIES" >>"$ROWS"
	done
done

{
	echo "One session of $SIZE per shape (seed $SEED):"
	echo
	echo "| shape | lines | run | exit | wall | CPU s | peak RSS MB | MB/s | MB per CPU s |"
	echo "|---|---:|---|---:|---:|---:|---:|---:|---:|"
	cat "$ROWS"
} | tee "$OUT/rss1g.md"
