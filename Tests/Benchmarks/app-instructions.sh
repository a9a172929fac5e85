#!/usr/bin/env bash
# Instructions per key of the app itself, counted exactly: `calc-bench app` (64 sessions pressing
# 1 2 + 3 =, pages with full histories, no network) under valgrind's callgrind, and the
# instructions of CalculatorApp.respond(to:) over its 6,400 warm-up keys divided by 6,400.
# Time on this shared machine swings by ±10% from run to run; this count moves by a few hundredths
# of a percent, so a change of 1% shows. It is not time (a cache miss or an atomic costs more than
# an instruction), so a change is then measured in time as well (server-keypress.sh).
# Usage: Tests/Benchmarks/app-instructions.sh [calc-bench binary ...]   (default: the release build)
#   CALC_BENCH_APP=browser: the browser's exchange instead (`calc-bench browser`: a key is a POST
#   answered 303 and the GET of its page, so a key costs two of the requests counted).
# Needs valgrind (apt-get install -y valgrind) and python3.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install -y valgrind" >&2; exit 1; }
BINARIES=("$@")
if [ ${#BINARIES[@]} -eq 0 ]; then
    swift build -c release --product calc-bench >&2
    BINARIES=("$(swift build -c release --show-bin-path)/calc-bench")
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
for BINARY in "${BINARIES[@]}"; do
    # valgrind cannot read the Swift toolchain's debug information: count a copy without it.
    strip --strip-debug -o "$WORK/calc-bench" "$BINARY"
    # Deterministic hashing: the same dictionary probes on every run.
    CALC_BENCH_WARM_UP_ONLY=1 SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$WORK/callgrind.out" \
        "$WORK/calc-bench" "${CALC_BENCH_APP:-app}" >/dev/null 2>"$WORK/valgrind.err" || { cat "$WORK/valgrind.err" >&2; exit 1; }
    python3 - "$WORK/callgrind.out" "$BINARY" <<'PY'
import re, sys
lines = open(sys.argv[1]).read().split("\n")
respond = "CalculatorAppC7respond2to15MicroHTTPServer12HTTPResponseVAF11HTTPRequestV_tF"
ids = set()
# Every call site that called respond(to:) exactly 6,400 times: the warm-up's one (app: a request
# a key) or two (browser: the POST and the GET of each key).
total = 0
for i, line in enumerate(lines):
    m = re.match(r"^c?fn=\((\d+)\)(?: (.*))?$", line)
    if not m:
        continue
    if m.group(2) and m.group(2).endswith(respond):
        ids.add(m.group(1))
    if m.group(1) in ids and line.startswith("cfn") and lines[i + 1] == "calls=6400 0 ":
        total += int(lines[i + 2].split()[1])
if total == 0:
    sys.exit("no block of 6,400 calls of CalculatorApp.respond(to:) found")
print(f"{sys.argv[2]}: {total / 6400:.0f} instructions per key")
PY
done
