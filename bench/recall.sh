#!/usr/bin/env bash
# bench/recall.sh — recall of omp-redact on other scanners' own examples,
# next to gitleaks, in one run. See bench/RECALL.md.
#
#   bench/recall.sh                       # defaults below
#   TRUFFLEHOG_SRC=/path/to/trufflehog SEED=2 bench/recall.sh
#   NOSEYPARKER_SRC=/path/to/noseyparker KINGFISHER_SRC=/path/to/kingfisher bench/recall.sh
#   SEMGREP_SRC=... DETECT_SECRETS_SRC=... SECRETLINT_SRC=... RIPSECRETS_SRC=... bench/recall.sh
#
# Corpus A: gitleaks v8.30.1's per-rule true/false-positive samples (read
# from its module source); corpus B: trufflehog's detector pattern tests
# (read from a snapshot: a bare git dir or a checked-out tree, never built
# or run); corpus C: the examples and negative examples in Nosey Parker's
# and Kingfisher's rule files (read the same way); corpus D: the test
# examples of semgrep-rules' secrets rules, detect-secrets, secretlint and
# ripsecrets (read the same way; no detector was written from them); corpus R:
# internal/fakesecret (regression); benign decoys. Each example is planted
# in valid omp sessions in five encodings and four locations. Everything
# goes to bench/out/recall/ (git-ignored); the fetched source is never
# committed.
set -uo pipefail
cd "$(dirname "$0")/.."

SEED=${SEED:-1}
GITLEAKS_VERSION=v8.30.1
TRUFFLEHOG_SRC=${TRUFFLEHOG_SRC:-/work/.mirror/trufflesecurity+trufflehog/repo}
NOSEYPARKER_SRC=${NOSEYPARKER_SRC:-/work/.mirror/praetorian-inc+noseyparker/repo}
KINGFISHER_SRC=${KINGFISHER_SRC:-/work/.mirror/mongodb+kingfisher/repo}
SEMGREP_SRC=${SEMGREP_SRC:-/work/.mirror/semgrep+semgrep-rules/repo}
DETECT_SECRETS_SRC=${DETECT_SECRETS_SRC:-/work/.mirror/Yelp+detect-secrets/repo}
SECRETLINT_SRC=${SECRETLINT_SRC:-/work/.mirror/secretlint+secretlint/repo}
RIPSECRETS_SRC=${RIPSECRETS_SRC:-/work/.mirror/sirwart+ripsecrets/repo}
OUT=bench/out/recall
CORPUS=$OUT/corpus
mkdir -p "$OUT"
chmod 700 "$OUT"

say() { printf '==> %s\n' "$*" >&2; }

# gitleaks: on PATH, in GOPATH/bin, or installed into a bench-local GOBIN.
GITLEAKS=$(command -v gitleaks || true)
[ -n "$GITLEAKS" ] || GITLEAKS="$(go env GOPATH)/bin/gitleaks"
if [ ! -x "$GITLEAKS" ]; then
	GITLEAKS="$PWD/bench/out/bin/gitleaks"
	if [ ! -x "$GITLEAKS" ]; then
		say "installing gitleaks $GITLEAKS_VERSION into bench/out/bin"
		GOBIN="$PWD/bench/out/bin" go install "github.com/zricethezav/gitleaks/v8@$GITLEAKS_VERSION" || say "gitleaks install failed; its column is shown as failed"
	fi
fi
if [ -x "$GITLEAKS" ]; then
	# a go-installed binary knows its module version; a release binary says it
	v=$(go version -m "$GITLEAKS" 2>/dev/null | awk '$1 == "mod" {print $3}')
	[ -n "$v" ] || v=v$("$GITLEAKS" version 2>/dev/null | sed 's/^v//')
	[ "$v" = "$GITLEAKS_VERSION" ] || say "warning: $GITLEAKS is version '$v', not $GITLEAKS_VERSION"
fi

# Sources of the corpora.
GLSRC=$(go mod download -json "github.com/zricethezav/gitleaks/v8@$GITLEAKS_VERSION" | sed -n 's/^[[:space:]]*"Dir": "\(.*\)",*$/\1/p')
[ -d "$GLSRC/cmd/generate/config/rules" ] || { say "gitleaks module source not found ($GLSRC)"; exit 2; }
THDIR=""
if [ -d "$TRUFFLEHOG_SRC/pkg/detectors" ]; then
	THDIR=$TRUFFLEHOG_SRC
	THREV=$(git -C "$TRUFFLEHOG_SRC" rev-parse HEAD 2>/dev/null || echo tree)
elif git --git-dir="$TRUFFLEHOG_SRC" rev-parse HEAD >/dev/null 2>&1; then
	THREV=$(git --git-dir="$TRUFFLEHOG_SRC" rev-parse HEAD)
	# only the test files, renamed *.go.txt: the extracted Go files must
	# never join ./... (go vet, go test) nor gofmt -l .
	THDIR=$OUT/_src/trufflehog
	if [ "$(cat "$THDIR.rev" 2>/dev/null)" != "$THREV" ]; then
		say "extracting trufflehog pkg/detectors at ${THREV:0:12}"
		rm -rf "$THDIR" && mkdir -p "$THDIR"
		git --git-dir="$TRUFFLEHOG_SRC" archive "$THREV" pkg/detectors |
			tar -x -C "$THDIR" --wildcards '*_test.go' --transform 's/\.go$/.go.txt/' || { say "extraction failed"; exit 2; }
		echo "$THREV" >"$THDIR.rev"
	fi
else
	say "warning: no trufflehog source at $TRUFFLEHOG_SRC (set TRUFFLEHOG_SRC); corpus B skipped"
	THREV=none
fi

# ruleset NAME SRC DIR [CORPUS VAR]: the tree holding DIR (the rule files
# or test data) of a checked-out SRC, or DIR extracted from a bare git dir
# SRC into $OUT/_src/NAME; sets RS_DIR ("" when absent) and RS_REV. VAR
# names the environment variable that sets SRC.
ruleset() {
	local name=$1 src=$2 dir=$3 corpus=${4:-C} var=${5:-${1^^}_SRC}
	RS_DIR="" RS_REV=none
	if [ -d "$src/$dir" ]; then
		RS_DIR=$src
		RS_REV=$(git -C "$src" rev-parse HEAD 2>/dev/null || echo tree)
	elif git --git-dir="$src" rev-parse HEAD >/dev/null 2>&1; then
		RS_REV=$(git --git-dir="$src" rev-parse HEAD)
		RS_DIR=$OUT/_src/$name
		if [ "$(cat "$RS_DIR.rev" 2>/dev/null)" != "$RS_REV" ]; then
			say "extracting $name $dir at ${RS_REV:0:12}"
			rm -rf "$RS_DIR" "$RS_DIR.rev" && mkdir -p "$RS_DIR/$dir"
			# the rule directory's own tree: archiving the root would
			# read blobs a partial snapshot lacks
			git --git-dir="$src" archive "$RS_REV:$dir" | tar -x -C "$RS_DIR/$dir" || { say "extraction failed"; exit 2; }
			echo "$RS_REV" >"$RS_DIR.rev"
		fi
	else
		say "warning: no $name source at $src (set $var); it is left out of corpus $corpus"
	fi
}
ruleset noseyparker "$NOSEYPARKER_SRC" crates/noseyparker/data/default/builtin/rules
NPDIR=$RS_DIR NPREV=$RS_REV
ruleset kingfisher "$KINGFISHER_SRC" data/rules
KFDIR=$RS_DIR KFREV=$RS_REV
[ -n "$NPDIR$KFDIR" ] || say "warning: neither Nosey Parker nor Kingfisher source found; corpus C skipped"
ruleset semgrep "$SEMGREP_SRC" generic/secrets/security D SEMGREP_SRC
SGDIR=$RS_DIR SGREV=$RS_REV
ruleset detect-secrets "$DETECT_SECRETS_SRC" tests/plugins D DETECT_SECRETS_SRC
DSDIR=$RS_DIR DSREV=$RS_REV
ruleset secretlint "$SECRETLINT_SRC" packages/@secretlint D SECRETLINT_SRC
SLDIR=$RS_DIR SLREV=$RS_REV
ruleset ripsecrets "$RIPSECRETS_SRC" test D RIPSECRETS_SRC
RSDIR=$RS_DIR RSREV=$RS_REV
[ -n "$SGDIR$DSDIR$SLDIR$RSDIR" ] || say "warning: none of semgrep-rules, detect-secrets, secretlint, ripsecrets found; corpus D skipped"

say "building omp-redact and bench/recall"
OMP=$OUT/omp-redact
rm -f "$OMP"
go build -o "$OMP" ./cmd/omp-redact || say "omp-redact build failed; its columns are shown as failed"
go build -o "$OUT/recall" ./bench/recall || { say "bench/recall build failed"; exit 2; }

# The corpus is rebuilt only when the seed, the builder or a source changes.
KEY="$SEED $(sha256sum "$OUT/recall" | cut -c1-16) $THREV $NPREV $KFREV $SGREV $DSREV $SLREV $RSREV $GITLEAKS_VERSION"
if [ -d "$CORPUS" ] && [ "$(cat "$OUT/corpus.key" 2>/dev/null)" = "$KEY" ]; then
	say "reusing corpus ($KEY)"
else
	say "building corpus (seed $SEED)"
	rm -f "$OUT/corpus.key"
	"$OUT/recall" build -seed "$SEED" -gitleaks-src "$GLSRC" ${THDIR:+-trufflehog-src "$THDIR"} \
		${NPDIR:+-noseyparker-src "$NPDIR"} ${KFDIR:+-kingfisher-src "$KFDIR"} \
		${SGDIR:+-semgrep-src "$SGDIR"} ${DSDIR:+-detect-secrets-src "$DSDIR"} \
		${SLDIR:+-secretlint-src "$SLDIR"} ${RSDIR:+-ripsecrets-src "$RSDIR"} \
		-out "$CORPUS" -manifest "$OUT/manifest.json" || { say "corpus build failed"; exit 2; }
	echo "$KEY" >"$OUT/corpus.key"
fi

run() { # run NAME CMD...: logs to $OUT/NAME.log, prints the exit status and time
	local name=$1 t0=$SECONDS
	shift
	say "running $name"
	"$@" >"$OUT/$name.log" 2>&1
	say "$name exited $? ($((SECONDS - t0)) s)"
}
rm -rf "$OUT"/scan.json "$OUT"/redacted-*
if [ -x "$OMP" ]; then
	run scan "$OMP" scan --no-progress --format json -o "$OUT/scan.json" "$CORPUS"
	# one redact run per encoding tree: redact masks every copy of a value
	# it found, so one run over all encodings would let a value found in
	# one encoding be removed from the others
	for prof in default strict; do
		for d in "$CORPUS"/*/; do
			enc=$(basename "$d")
			run "redact-$prof-$enc" "$OMP" redact -q --profile "$prof" -o "$OUT/redacted-$prof/$enc" "$d"
		done
	done
fi
# gitleaks' report depends on the corpus alone: it is reused while the
# corpus is (RERUN_GITLEAKS=1 forces a run), so a rerun after detector work
# takes about a minute.
if [ -f "$OUT/gitleaks.json" ] && [ "$(cat "$OUT/gitleaks.key" 2>/dev/null)" = "$KEY" ] && [ -z "${RERUN_GITLEAKS:-}" ]; then
	say "reusing the gitleaks report of this corpus"
elif [ -x "$GITLEAKS" ]; then
	rm -f "$OUT/gitleaks.json" "$OUT/gitleaks.key"
	# --redact keeps secrets out of the report
	run gitleaks "$GITLEAKS" dir --no-banner --redact --report-format json \
		--report-path "$OUT/gitleaks.json" --max-target-megabytes 0 "$CORPUS"
	[ -f "$OUT/gitleaks.json" ] && echo "$KEY" >"$OUT/gitleaks.key"
else
	rm -f "$OUT/gitleaks.json" "$OUT/gitleaks.key"
fi

say "scoring"
"$OUT/recall" score -corpus "$CORPUS" -manifest "$OUT/manifest.json" \
	-scan "$OUT/scan.json" -gitleaks "$OUT/gitleaks.json" \
	-redact default="$OUT/redacted-default" -redact strict="$OUT/redacted-strict" \
	-families "$OUT/families.md" -misses "$OUT/misses.tsv" -shapes "$OUT/shapes.md" | tee "$OUT/results.md"
say "full per-family tables: $OUT/families.md; positions of misses: $OUT/misses.tsv"
