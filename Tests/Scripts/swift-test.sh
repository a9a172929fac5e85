#!/usr/bin/env bash
# Runs the whole suite (`$SWIFT test --enable-all-traits` plus the arguments given) and, when it
# fails, repeats each failed expectation and error at the end, where the tail of a CI log shows it
# (the suites run in parallel, so a failure is otherwise printed far from the summary).
set -uo pipefail
log=$(mktemp)
trap 'rm -f "$log"' EXIT
"${SWIFT:-swift}" test --enable-all-traits "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
    echo "---- what failed, repeated from above ----"
    # Swift Testing's failures, XCTest's, and a crash; at most 150 lines (an expectation may quote a page).
    grep -E -A4 '^✘|recorded an issue|Fatal error|: error: |^error: ' "$log" | grep -v '^--$' | head -150
fi
exit "$status"
