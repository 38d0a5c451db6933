#!/usr/bin/env bash
# Runs one stage of `make test`: one line saying what it does, its output to the log file, then
# "ok" with its time, or the stage's whole output and a non-zero exit when it fails.
# Usage: Scripts/stage.sh LOG "what it proves" command [arguments…]
set -uo pipefail
log=$1 title=$2
shift 2
started=$(date +%s)
printf '  %-58s ' "$title"
output=$(mktemp)
"$@" >"$output" 2>&1
status=$?
{ echo "==> $title"; cat "$output"; } >>"$log"
took=$(($(date +%s) - started))
if [ "$status" -ne 0 ]; then
  echo "FAILED after ${took} s"
  echo
  cat "$output"
  echo
  echo "make test: the stage above failed (exit $status); its output is above, the whole log in $log"
  rm -f "$output"
  exit "$status"
fi
printf 'ok  %4d s\n' "$took"
rm -f "$output"
