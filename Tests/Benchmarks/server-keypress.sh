#!/usr/bin/env bash
# Keypress throughput of `calculator serve` per session store: wrk POSTs `key=1` (no seq, so every
# request is applied and committed) to one session, first over 1 connection, then over 16.
# Usage: Tests/Benchmarks/server-keypress.sh [seconds] [store ...]
#   store: memory, sqlite (a temporary file) or postgres (CALC_BENCH_POSTGRES_URL, else a throwaway
#   cluster with fsync on from Tests/Scripts/postgres-start.sh); default: all three, one after another.
# Needs wrk (apt-get install -y wrk); postgres needs the postgresql package.
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION="${1:-10}"
shift || true
STORES=("$@")
[ ${#STORES[@]} -gt 0 ] || STORES=(memory sqlite postgres)
export PATH="/opt/swift/usr/bin:$PATH"
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }

swift build -c release --product calculator >&2
BIN="$(swift build -c release --show-bin-path)/calculator"
WORK="$(mktemp -d)"
SERVER_PID=""
POSTGRES_DIR=""
stop_server() {
    if [ -n "$SERVER_PID" ]; then kill -TERM "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
    SERVER_PID=""
}
cleanup() {
    stop_server
    if [ -n "$POSTGRES_DIR" ]; then Tests/Scripts/postgres-stop.sh "$POSTGRES_DIR" || true; fi
    rm -rf "$WORK"
}
trap cleanup EXIT

# A throwaway cluster (fsync on, as in production) when postgres is asked for without a URL;
# started here, not in store_url's subshell, so that cleanup knows to stop it.
POSTGRES_URL="${CALC_BENCH_POSTGRES_URL:-}"
if [[ " ${STORES[*]} " == *" postgres "* && -z "$POSTGRES_URL" ]]; then
    eval "$(POSTGRES_FSYNC=on Tests/Scripts/postgres-start.sh 2>/dev/null)"
    POSTGRES_DIR="$CALC_TEST_POSTGRES_DIR"
    POSTGRES_URL="$CALC_TEST_POSTGRES_URL"
fi

# The store URL for a store name.
store_url() {
    case "$1" in
        memory) echo memory ;;
        sqlite) echo "sqlite:$WORK/calculator.sqlite" ;;
        postgres) echo "$POSTGRES_URL" ;;
        *) echo "unknown store $1 (memory, sqlite or postgres)" >&2; exit 1 ;;
    esac
}

# The server's CPU time (user + system, in clock ticks) from /proc, to report keys per CPU-second:
# wrk runs on the same machine, so wall-clock throughput also depends on what wrk leaves over.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$SERVER_PID/stat"; }
TICKS_PER_SECOND="$(getconf CLK_TCK)"

for STORE in "${STORES[@]}"; do
    URL_OF_STORE="$(store_url "$STORE")"
    # The rate limit is off and the access log at warning: the benchmark measures keys, not logging.
    "$BIN" serve --port 0 --store "$URL_OF_STORE" --rate-limit 0 --log-level warning ${SERVE_ARGS:-} \
        >"$WORK/out" 2>"$WORK/err" &
    SERVER_PID=$!
    for _ in $(seq 100); do grep -q "listening on" "$WORK/out" 2>/dev/null && break; sleep 0.1; done
    URL="$(sed -n 's/^listening on //p' "$WORK/out")"
    [ -n "$URL" ] || { echo "server did not start:" >&2; cat "$WORK/err" >&2; exit 1; }

    # The first POST creates the session; its cookie carries every later key.
    COOKIE="$(curl -s -o /dev/null -D - --data 'key=CL' "$URL/" | sed -n 's/^Set-Cookie: \([^;]*\).*/\1/ip' | tr -d '\r')"
    [ -n "$COOKIE" ] || { echo "no session cookie" >&2; exit 1; }

    cat >"$WORK/keypress.lua" <<LUA
wrk.method = "POST"
wrk.body = "key=1"
wrk.headers["Content-Type"] = "application/x-www-form-urlencoded"
wrk.headers["Cookie"] = "$COOKIE"
done = function(summary, latency, requests)
    io.write(string.format("requests/s %.0f  median %.0f us  p99 %.0f us  errors %d  non-2xx %d\n",
        summary.requests / (summary.duration / 1e6), latency:percentile(50), latency:percentile(99),
        summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
        summary.errors.status))
end
LUA

    for CONNECTIONS in 1 16; do
        THREADS=$(( CONNECTIONS < 2 ? 1 : 2 ))
        echo "== store ${STORE}: ${CONNECTIONS} connection(s), ${THREADS} wrk thread(s), ${DURATION}s =="
        BEFORE="$(cpu_ticks)"
        LINE="$(wrk -t "$THREADS" -c "$CONNECTIONS" -d "${DURATION}s" --latency -s "$WORK/keypress.lua" "$URL/" | tail -1)"
        AFTER="$(cpu_ticks)"
        echo "$LINE"
        REQUESTS_PER_SECOND="$(echo "$LINE" | awk '{ print $2 }')"
        awk -v r="$REQUESTS_PER_SECOND" -v d="$DURATION" -v t="$((AFTER - BEFORE))" -v hz="$TICKS_PER_SECOND" \
            'BEGIN { cpu = t / hz; printf "server CPU %.1f s of %d s; keys per server CPU-second %.0f\n", cpu, d, r * d / cpu }'
    done
    stop_server
done
