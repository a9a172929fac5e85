#!/usr/bin/env bash
# What a key costs a browser, before and after Post/Redirect/Get, measured in one run on one server
# (memory store): "direct" posts are answered with the page (one request per key, as before),
# "redirect" posts carry seq and are answered 303 + GET (two requests per key, as browsers do now).
# Each of 2 wrk threads is one browser session pressing 1 2 + 3 = over one connection.
# Usage: Tests/Benchmarks/browser-keys.sh [seconds]     (needs wrk: apt-get install -y wrk)
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION="${1:-10}"
export PATH="/opt/swift/usr/bin:$PATH"
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
swift build -c release --product calculator >&2
BIN="$(swift build -c release --show-bin-path)/calculator"
WORK="$(mktemp -d)"
"$BIN" serve --port 0 --store memory --rate-limit 0 --log-level warning >"$WORK/out" 2>"$WORK/err" &
SERVER_PID=$!
trap 'kill -TERM "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 100); do grep -q "listening on" "$WORK/out" 2>/dev/null && break; sleep 0.1; done
URL="$(sed -n 's/^listening on //p' "$WORK/out")"
[ -n "$URL" ] || { echo "server did not start:" >&2; cat "$WORK/err" >&2; exit 1; }
for FLOW in direct redirect direct redirect; do
    CALC_FLOW="$FLOW" wrk -t 2 -c 2 -d "${DURATION}s" --latency -s Tests/Benchmarks/browser-keys.lua "$URL/" | tail -1 \
        | tee -a "$WORK/lines"
done
awk '/^direct:/ { d += $3; nd++ } /^redirect:/ { r += $3; nr++ }
     END { printf "keys/s redirect / direct = %.2f (mean of %d runs each)\n", (r / nr) / (d / nd), nd }' "$WORK/lines"
