#!/usr/bin/env bash
# `make test`: one line per stage with its time; every stage's output goes to .build/test.log,
# and a failing stage's output is shown whole. Usage: Scripts/make-test.sh SWIFT RUNNER LINTED…
set -euo pipefail
swift=$1 runner=$2
shift 2
log=.build/test.log
mkdir -p .build
: >"$log"
started=$(date +%s)
echo "make test proves the house style, a build without warnings, every test, each example's trace"
echo "against its document, and every kata (starter fails, reference passes, mistakes and mutants"
echo "caught): about 10 minutes on a quiet 2-core machine, more when busy. Full log: $log"
stage() { Scripts/stage.sh "$log" "$@"; }
stage "house style (swift format lint)" "$swift" format lint --strict --recursive "$@"
stage "build with tests, warnings are errors" Scripts/build-without-warnings.sh "$swift"
stage "unit and end-to-end tests (swift test)" "$swift" test --skip-build --disable-xctest
stage "examples' traces = their documents (verify)" "$runner" verify
stage "katas proved (kata verify)" "$runner" kata verify
echo "make test: every stage passed in $(($(date +%s) - started)) s"
