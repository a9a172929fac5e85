#!/usr/bin/env bash
# Instructions per browser key of the whole server (libmicrohttpd, the Swift glue, the app) on the
# memory store, counted by valgrind's callgrind beside the bare reference server doing the same
# exchange: browser-client's POST (cookie, seq) → 303 → GET, 16 connections, full histories. The
# count covers user space only, and libmicrohttpd's memset of each connection's memory pool on every
# request is shown apart: callgrind counts a `rep stosb` byte by byte, so it weighs far more here
# than in time. Keys are counted by /metrics before and after the counted window. Unlike
# app-instructions.sh, the count moves by a few percent from run to run (libmicrohttpd's polling
# depends on timing): a change is judged over several runs.
# Usage: Tests/Benchmarks/server-instructions.sh [calculator binary] [seconds]   (default: the release build, 20)
#   CALC_BENCH_STORE=sqlite: count a SQLite store (a temporary file) instead of the memory store.
# Needs valgrind (apt-get install -y valgrind), cc and libmicrohttpd-dev.
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v valgrind >/dev/null || { echo "valgrind is missing: apt-get install -y valgrind" >&2; exit 1; }
BIN="${1:-}"
SECONDS_COUNTED="${2:-20}"
if [ -z "$BIN" ]; then
    swift build -c release --product calculator >&2
    BIN="$(swift build -c release --show-bin-path)/calculator"
fi
WORK="$(mktemp -d)"
PIDS=()
trap 'for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$WORK"' EXIT
cc -O2 -o "$WORK/reference-server" Tests/Benchmarks/reference-server.c $(pkg-config --cflags --libs libmicrohttpd)
cc -O2 -o "$WORK/browser-client" Tests/Benchmarks/browser-client.c
# valgrind cannot read the Swift toolchain's debug information: count a copy without it.
strip --strip-debug -o "$WORK/calculator" "$BIN"

# Starts `$@` under callgrind, instrumenting nothing yet; sets PID and PORT.
start() {
    local name="$1"
    shift
    valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$WORK/$name.out" "$@" \
        >"$WORK/$name.log" 2>"$WORK/$name.err" &
    PID=$!
    PIDS+=("$PID")
    for _ in $(seq 120); do grep -q "listening on" "$WORK/$name.log" 2>/dev/null && break; sleep 0.5; done
    PORT="$(sed -n 's/.*127.0.0.1:\([0-9]*\).*/\1/p' "$WORK/$name.log")"
    [ -n "$PORT" ] || { echo "$name did not start:" >&2; cat "$WORK/$name.err" >&2; exit 1; }
}

# Counts the window of browser-client on PORT (session ids $2), prints instructions per key.
count() {
    local name="$1" ids="$2" keys line
    "$WORK/browser-client" "$PORT" 20 16 $ids >/dev/null   # warm-up: histories fill
    local before after
    before="$(curl -s "http://127.0.0.1:$PORT/metrics" | awk '/^calculator_http_request_duration_seconds_count/ { print $2 }')"
    callgrind_control -i on "$PID" >/dev/null
    line="$("$WORK/browser-client" "$PORT" "$SECONDS_COUNTED" 16 $ids)"
    callgrind_control -i off "$PID" >/dev/null
    callgrind_control -d "$PID" >/dev/null
    after="$(curl -s "http://127.0.0.1:$PORT/metrics" | awk '/^calculator_http_request_duration_seconds_count/ { print $2 }')"
    if [ -n "$before" ]; then
        keys="$(awk -v a="$before" -v b="$after" 'BEGIN { print (b - a) / 2 }')"  # a POST and a GET a key
    else
        keys="$(echo "$line" | awk -v s="$SECONDS_COUNTED" '{ print $2 * s }')"  # the reference has no /metrics
    fi
    sleep 1
    callgrind_annotate "$WORK/$name.out.1" 2>/dev/null | awk -v name="$name" -v keys="$keys" '
        /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 }
        /memset/ && !seen { gsub(",", "", $1); memset = $1; seen = 1 }
        END { printf "%-10s %.0f keys: %.0f instructions a key besides %.0f of memset\n", name ":", keys, (total - memset) / keys, memset / keys }'
}

start reference "$WORK/reference-server" 0 15700 2 redirect
count reference ""
STORE="memory"
if [ "${CALC_BENCH_STORE:-memory}" = sqlite ]; then STORE="sqlite:$WORK/sessions.sqlite"; fi
SWIFT_DETERMINISTIC_HASHING=1 start calculator "$WORK/calculator" serve --port 0 --store "$STORE" --rate-limit 0 --log-level warning
IDS=""
for _ in $(seq 16); do
    ID="$(curl -s -o /dev/null -D - --data 'key=CL' "http://127.0.0.1:$PORT/" | sed -n 's/^Set-Cookie: calc_session=\([0-9a-f]*\).*/\1/ip')"
    IDS="${IDS:+$IDS,}$ID"
done
count calculator "$IDS"
