#!/usr/bin/env bash
# Runs one stage of `make test`: one line saying what it does, its output to the log file, then
# "ok" with its time, or the stage's whole output and a non-zero exit when it fails.
# Stopped (TERM, INT), it stops its command first, so nothing it started runs on.
# Usage: Scripts/stage.sh LOG "what it proves" command [arguments…]
# STAGE_LOG_NAME: the log a failure names, when LOG is a scratch file appended to it later.
set -uo pipefail
log=$1 title=$2
shown_log=${STAGE_LOG_NAME:-$log}
shift 2
started=$(date +%s)
printf '  %-58s ' "$title"
output=$(mktemp)
"$@" >"$output" 2>&1 &
command=$!
trap 'kill -TERM "$command" 2>/dev/null; wait "$command"; rm -f "$output"; exit 143' TERM INT
wait "$command"
status=$?
trap - TERM INT
{ echo "==> $title"; cat "$output"; } >>"$log"
took=$(($(date +%s) - started))
if [ "$status" -ne 0 ]; then
  echo "FAILED after ${took} s"
  echo
  cat "$output"
  echo
  echo "make test: the stage above failed (exit $status); its output is above, the whole log in $shown_log"
  rm -f "$output"
  exit "$status"
fi
printf 'ok  %4d s\n' "$took"
rm -f "$output"
