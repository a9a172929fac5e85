#!/usr/bin/env bash
# A silent PostgreSQL under load (issue 27, item 5): `calculator serve` on a throwaway cluster
# (fsync on) under 64 connections of keys (wrk, the script path, 64 sessions), with every process of
# the cluster stopped by SIGSTOP for a while, then resumed by SIGCONT. Reports:
#   - the key requests: how they were answered (200, 503 with or without Retry-After, other) and
#     their latency, max included, over the whole run (wrk with a 60 s timeout, so no slow answer
#     is dropped);
#   - /readyz while the database is stopped, asked every 0.25 s: each answer's status and time;
#   - recovery: how long after SIGCONT a key of a session of its own is first answered 200
#     (asked every 10 ms).
# The probes connect from 127.0.0.2: wrk's 64 connections from 127.0.0.1 fill the per-address cap
# (64), so a probe from there would be answered 503 while they are all busy.
# Usage: Tests/Benchmarks/silent-database.sh [stopped-seconds]   (default 20)
#   CALC_BENCH_BINARY=path: measure that calculator binary (built with the PostgreSQL trait) instead
#     of building the release one, e.g. the build before a change.
# Needs wrk (apt-get install -y wrk), curl and the postgresql package.
set -euo pipefail
cd "$(dirname "$0")/../.."
STOPPED="${1:-20}"
BEFORE=5
AFTER=5
CONNECTIONS=64
SESSIONS=64
export CALC_WRK_THREADS=2
export PATH="/opt/swift/usr/bin:$PATH"
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }

if [ -n "${CALC_BENCH_BINARY:-}" ]; then
    BIN="$CALC_BENCH_BINARY"
else
    swift build -c release --product calculator --traits PostgreSQL >&2
    BIN="$(swift build -c release --traits PostgreSQL --show-bin-path)/calculator"
fi
WORK="$(mktemp -d)"
SERVER_PID=""
POSTGRES_DIR=""
POSTMASTER=""
cleanup() {
    # Never leave the cluster stopped: it could not even be shut down.
    if [ -n "$POSTMASTER" ]; then kill -CONT "$POSTMASTER" $(pgrep -P "$POSTMASTER") 2>/dev/null || true; fi
    if [ -n "$SERVER_PID" ]; then kill -TERM "$SERVER_PID" 2>/dev/null || true; wait "$SERVER_PID" 2>/dev/null || true; fi
    if [ -n "$POSTGRES_DIR" ]; then Tests/Scripts/postgres-stop.sh "$POSTGRES_DIR" >/dev/null 2>&1 || true; fi
    if [ -n "${CALC_BENCH_KEEP:-}" ]; then echo "kept $WORK" >&2; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

eval "$(POSTGRES_FSYNC=on Tests/Scripts/postgres-start.sh 2>/dev/null)"
POSTGRES_DIR="$CALC_TEST_POSTGRES_DIR"
"$BIN" serve --port 0 --store "$CALC_TEST_POSTGRES_URL" --rate-limit 0 --log-level warning \
    >"$WORK/out" 2>"$WORK/err" &
SERVER_PID=$!
for _ in $(seq 300); do grep -q "listening on" "$WORK/out" 2>/dev/null && break; sleep 0.1; done
URL="$(sed -n 's/^listening on //p' "$WORK/out")"
[ -n "$URL" ] || { echo "server did not start:" >&2; cat "$WORK/err" >&2; exit 1; }

# The sessions, each started by one key; one more for the recovery probe.
new_session() {
    curl -s -o /dev/null -D - --data 'key=CL' "$URL/" | sed -n 's/^Set-Cookie: calc_session=\([0-9a-f]*\).*/\1/ip'
}
IDS=""
for _ in $(seq "$SESSIONS"); do IDS="${IDS:+$IDS,}$(new_session)"; done
PROBE="$(new_session)"
now() { date +%s.%N; }

CALC_SESSIONS="$IDS" wrk -t "$CALC_WRK_THREADS" -c "$CONNECTIONS" -d "$((BEFORE + STOPPED + AFTER))s" \
    --timeout 60s -s Tests/Benchmarks/silent-keys.lua "$URL/" >"$WORK/wrk" 2>&1 &
WRK_PID=$!
sleep "$BEFORE"
curl -s --interface 127.0.0.2 -o /dev/null -w "/readyz before the stop: %{http_code} in %{time_total} s\n" --max-time 30 "$URL/readyz"

POSTMASTER="$(head -1 "$POSTGRES_DIR/data/postmaster.pid")"
kill -STOP "$POSTMASTER" $(pgrep -P "$POSTMASTER")
STOP_AT="$(now)"
: >"$WORK/readyz"
while awk -v s="$STOP_AT" -v n="$(now)" -v d="$STOPPED" 'BEGIN { exit !(n - s < d - 0.5) }'; do
    curl -s --interface 127.0.0.2 -o /dev/null -w "%{http_code} %{time_total}\n" --max-time 30 "$URL/readyz" >>"$WORK/readyz" || true
    sleep 0.25
done
while awk -v s="$STOP_AT" -v n="$(now)" -v d="$STOPPED" 'BEGIN { exit !(n - s < d) }'; do sleep 0.05; done

kill -CONT "$POSTMASTER" $(pgrep -P "$POSTMASTER")
CONT_AT="$(now)"
RECOVERED=""
TRIES=0
while [ -z "$RECOVERED" ] && awk -v s="$CONT_AT" -v n="$(now)" 'BEGIN { exit !(n - s < 30) }'; do
    TRIES=$((TRIES + 1))
    STATUS="$(curl -s --interface 127.0.0.2 -o /dev/null -w '%{http_code}' --max-time 30 -H "Cookie: calc_session=$PROBE" --data 'key=1' "$URL/")"
    if [ "$STATUS" = 200 ]; then RECOVERED="$(awk -v s="$CONT_AT" -v n="$(now)" 'BEGIN { printf "%.3f", n - s }')"; else sleep 0.01; fi
done
wait "$WRK_PID"

echo "== calculator serve on PostgreSQL (fsync on), $CONNECTIONS connections of keys, $SESSIONS sessions; stopped by SIGSTOP for ${STOPPED} s after ${BEFORE} s, then ${AFTER} s more =="
echo "binary: $BIN"
grep '^keys:' "$WORK/wrk" || cat "$WORK/wrk"
awk '{ n++; s[$1]++; if ($2 > worst) worst = $2 }
    END { printf "/readyz while stopped: %d asked,", n; for (k in s) printf " %s: %d", k, s[k]; printf "; slowest %.3f s\n", worst }' "$WORK/readyz"
echo "recovery: first key answered 200 ${RECOVERED:-never (30 s)} s after SIGCONT (try ${TRIES})"
curl -s --interface 127.0.0.2 -o /dev/null -w "/readyz after: %{http_code} in %{time_total} s\n" --max-time 30 "$URL/readyz"
