#!/usr/bin/env bash
# `make check-times`: how long a kata check takes after each kind of edit, measured side by side
# in one run with `swift test` on a minimal package after a body edit (the floor a learner knows).
# Kata 01 with its reference in a scratch root; each kind of edit is timed ROUNDS times (median).
# Usage: Scripts/check-times.sh SWIFT RUNNER [ROUNDS]
set -euo pipefail
swift=$1 runner=$2 rounds=${3:-5}
here=$(pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/check-times.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
learner=Sources/ConceptualKata/ConcreteMediator.swift

# The kata as a learner has it once solved: the catalogue, the shared support, the kata, no build.
# The catalogue checks that every kata it lists is there, so all are copied (without builds).
mkdir -p "$scratch/Katas"
tar -C Katas --exclude=.build --exclude=.backups --exclude=.progress.json -cf - . | tar -C "$scratch/Katas" -xf -
kata=$scratch/Katas/01-conceptual
cp "$kata/.meta/Solution/$(basename "$learner")" "$kata/$learner"
reference=$(cat "$kata/$learner")

# A minimal package: one library file, one Swift Testing test.
minimal=$scratch/Minimal
mkdir -p "$minimal/Sources/Minimal" "$minimal/Tests/MinimalTests"
cat >"$minimal/Package.swift" <<'EOF'
// swift-tools-version: 6.0
import PackageDescription
let package = Package(name: "Minimal", targets: [.target(name: "Minimal"), .testTarget(name: "MinimalTests", dependencies: ["Minimal"])])
EOF
printf 'public func answer() -> Int { %s }\n' 42 >"$minimal/Sources/Minimal/Answer.swift"
cat >"$minimal/Tests/MinimalTests/AnswerTests.swift" <<'EOF'
import Minimal
import Testing
@Test func answerIsPositive() { #expect(answer() > 0) }
EOF

now() { date +%s.%N; }
# Seconds one command takes; a failing command stops the script, with its output.
timed() {
  local started out status
  started=$(now)
  out=$("$@" 2>&1) && status=0 || status=$?
  if [ "$status" -ne 0 ]; then printf 'check-times: this failed (exit %s): %s\n%s\n' "$status" "$*" "$out" >&2; exit 1; fi
  awk -v a="$(now)" -v b="$started" 'BEGIN { printf "%.3f", a - b }'
}
check() { MEDIATOR_PLAYGROUND_ROOT=$scratch NO_COLOR=1 "$here/$runner" kata check 01; }
minimalTest() { (cd "$minimal" && "$swift" test --disable-xctest); }
# The kata's tests alone, as a check runs them (one at a time), without building: the part of a
# check no build can save. Linux only: on macOS the tests are a bundle SwiftPM's runner loads.
testsAlone() { "$kata/.build/debug/Kata01ConceptualPackageTests.xctest" --testing-library swift-testing --no-parallel; }
median() { sort -n | awk '{ a[NR] = $1 } END { printf "%.2f", a[int((NR + 1) / 2)] }'; }

echo "check-times: kata 01 (reference solution) and a minimal package, $rounds rounds each; medians"
cold=$(timed check)
timed minimalTest >/dev/null
swiftTest="" alone="" body="" privateHelper="" internalHelper="" namedHelper="" upToDate=""
for round in $(seq 1 "$rounds"); do
  printf 'public func answer() -> Int { %s }\n' $((42 + round)) >"$minimal/Sources/Minimal/Answer.swift"
  swiftTest+="$(timed minimalTest)"$'\n'
  upToDate+="$(timed check)"$'\n'
  if [ -x "$kata/.build/debug/Kata01ConceptualPackageTests.xctest" ] && [ ! -d "$kata/.build/debug/Kata01ConceptualPackageTests.xctest" ]; then
    alone+="$(timed testsAlone)"$'\n'
  fi
  # A private helper added, then its body edited, then an internal helper added: each from the last.
  printf '%s\n\nprivate func checkTimesHelper() -> Int { %s }\n' "$reference" "$round" >"$kata/$learner"
  privateHelper+="$(timed check)"$'\n'
  printf '%s\n\nprivate func checkTimesHelper() -> Int { %s }\n' "$reference" $((round + 100)) >"$kata/$learner"
  body+="$(timed check)"$'\n'
  printf '%s\n\nfunc checkTimesHelper() -> Int { %s }\n' "$reference" "$round" >"$kata/$learner"
  internalHelper+="$(timed check)"$'\n'
  # One whose name the tests' text holds (`notify`): the tests are compiled again.
  printf '%s\n\nfunc checkTimesHelper() -> Int { %s }\nfunc notify() -> Int { 0 }\n' "$reference" "$round" >"$kata/$learner"
  namedHelper+="$(timed check)"$'\n'
  printf '%s\n' "$reference" >"$kata/$learner"
  timed check >/dev/null
done
floor=$(printf '%s' "$swiftTest" | median)
row() { printf '  %-44s %6s s  %s\n' "$1" "$2" "$(awk -v a="$2" -v b="$floor" 'BEGIN { printf "%.2f×", a / b }')"; }
row "swift test, minimal package, body edit" "$floor"
[ -n "$alone" ] && row "kata 01's tests alone, no build (the floor)" "$(printf '%s' "$alone" | median)"
row "kata check, nothing changed" "$(printf '%s' "$upToDate" | median)"
row "kata check, body edit" "$(printf '%s' "$body" | median)"
row "kata check, private helper added" "$(printf '%s' "$privateHelper" | median)"
row "kata check, internal helper added" "$(printf '%s' "$internalHelper" | median)"
row "kata check, one the tests' text names" "$(printf '%s' "$namedHelper" | median)"
printf '  %-44s %6.2f s  (once)\n' "kata check, first (cold) build" "$cold"
