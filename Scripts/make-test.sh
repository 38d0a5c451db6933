#!/usr/bin/env bash
# `make test`: one line per stage with its time; every stage's output goes to .build/test.log,
# and a failing stage's output is shown whole. Usage: Scripts/make-test.sh SWIFT RUNNER LINTED…
#
# The two long stages run side by side. Each alone leaves a core idle part of the time (the
# tests wait on the builds they start; the katas are proved two at a time, each waiting on its
# own builds), and neither reads what the other writes: every kata is proved, and every test
# builds, in a folder of its own. Their lines are printed in order once both are known.
set -euo pipefail
swift=$1 runner=$2
shift 2
log=.build/test.log
mkdir -p .build
: >"$log"
started=$(date +%s)
echo "make test proves the house style, a build without warnings, every test, each example's trace"
echo "against its document, and every kata (starter fails, reference passes, mistakes and mutants"
echo "caught): about 9 minutes on a quiet 2-core machine, more when busy. Full log: $log"
stage() { Scripts/stage.sh "$log" "$@"; }
stage "house style (swift format lint)" "$swift" format lint --strict --recursive "$@"
stage "build with tests, warnings are errors" Scripts/build-without-warnings.sh "$swift"
stage "examples' traces = their documents (verify)" "$runner" verify

katas_line=$(mktemp) katas_log=$(mktemp)
STAGE_LOG_NAME=$log Scripts/stage.sh "$katas_log" "katas proved (kata verify)" "$runner" kata verify >"$katas_line" 2>&1 &
katas=$!
# Whatever ends this script ends the proofs too, and their temporary files go.
trap 'if [ -n "$katas" ]; then kill "$katas" 2>/dev/null || true; wait "$katas" 2>/dev/null || true; fi; rm -f "$katas_line" "$katas_log"' EXIT
stage "unit and end-to-end tests (swift test)" "$swift" test --skip-build --disable-xctest
katas_status=0
wait "$katas" || katas_status=$?
katas=
cat "$katas_log" >>"$log"
cat "$katas_line"
[ "$katas_status" -eq 0 ] || exit "$katas_status"
echo "make test: every stage passed in $(($(date +%s) - started)) s"
