#!/usr/bin/env bash
# Builds the package and its tests; fails when the build fails or prints a single warning.
set -uo pipefail
swift=${1:-swift}
output=$(mktemp)
trap 'rm -f "$output"' EXIT
"$swift" build --build-tests 2>&1 | tee "$output"
status=${PIPESTATUS[0]}
[ "$status" -eq 0 ] || exit "$status"
if grep -q 'warning:' "$output"; then
  echo "error: the build printed warnings; the project keeps zero" >&2
  exit 1
fi
