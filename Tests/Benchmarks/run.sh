#!/usr/bin/env bash
# Engine benchmark: typed-expression evaluations per second and key presses per second over a
# 10,000-key session (release build). Usage: Tests/Benchmarks/run.sh [budget|sessions|app|browser|sheet|plot|codec]
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build -c release --product calc-bench >/dev/null
"$(swift build -c release --show-bin-path)/calc-bench" "$@"
