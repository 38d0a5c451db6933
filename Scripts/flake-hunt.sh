#!/usr/bin/env bash
# Runs the whole test suite RUNS times in a row while two CPU hogs keep both cores busy; any
# failing run is a flake to mend. The hogs are this script's children and die with it.
set -uo pipefail
swift=$1 runs=${2:-5}
log=.build/flake-hunt.log
mkdir -p .build
: >"$log"
echo "flake-hunt: building the tests, then the suite $runs times under two CPU hogs (about 2 min a run)"
"$swift" build --build-tests >>"$log" 2>&1 || { echo "flake-hunt: the build failed; see $log"; exit 1; }
yes >/dev/null & hog1=$!
yes >/dev/null & hog2=$!
trap 'kill "$hog1" "$hog2" 2>/dev/null' EXIT
failed=0
for run in $(seq 1 "$runs"); do
  started=$(date +%s)
  if "$swift" test --skip-build --disable-xctest >"$log.run" 2>&1; then verdict=green; else verdict=FAILED; failed=$((failed + 1)); fi
  cat "$log.run" >>"$log"
  summary=$(grep -E '^[✔✘] Test run' "$log.run" | tail -1)
  echo "  run $run/$runs: $verdict in $(($(date +%s) - started)) s — ${summary#* }"
  [ "$verdict" = green ] || grep -E '✘' "$log.run" | head -20 | sed 's/^/    /'
done
rm -f "$log.run"
if [ "$failed" -gt 0 ]; then echo "flake-hunt: $failed of $runs runs failed (log: $log)"; exit 1; fi
echo "flake-hunt: $runs of $runs runs green under two CPU hogs"
