#!/usr/bin/env bash
# Keypress throughput of `calculator serve` per session store and per client path, as a ratio to a
# bare libmicrohttpd server (Tests/Benchmarks/reference-server.c) doing the same exchange with a page
# of the same size, measured in the same run: absolute figures on a shared 2-core machine swing by
# tens of percent, ratios do not. Every page carries a full 50-line history (64 sessions pressing
# 1 2 + 3 = over and over, warmed up first). The paths, each against the reference doing the same:
#   browser  what browsers do (the headline): the session cookie and the page's seq with each key,
#            303 See Other, then a GET of the Location; one session per connection, 64 connections
#            (Tests/Benchmarks/browser-client.c, one epoll thread). Counts keys/s: one key is two
#            requests. The reference answers the POST 303 and the GET with its page.
#   script   a script's POST without seq, answered with the page, naming its session by cookie
#            (Tests/Benchmarks/keypress.lua, CALC_SESSION_BY=cookie; 64 connections, 2 wrk threads).
#   sid      the same POSTs naming the session in the form (`sid`), as a client without cookies.
# Usage: Tests/Benchmarks/server-keypress.sh [seconds] [store ...]
#   CALC_BENCH_PATHS="browser script sid": the paths measured, in that order (default: all three).
#   CALC_BENCH_BINARY=path: measure that calculator binary instead of building the release one (the
#     release build has the PostgreSQL trait when the postgres store is measured; a binary given here
#     needs it too for that store).
#   CALC_BENCH_BEFORE=path: also measure that binary (the code before a change), in the same rounds:
#     each round runs the reference, then the "before" server, then the calculator, so the two are
#     compared under the same conditions; each gets its own ratio.
#   CALC_BENCH_ROUNDS=n: rounds per store (default 2), each the reference then the calculator(s).
# Each line also gives the server's CPU time per request (user + system, from /proc), which the
# other work on a shared machine disturbs much less than requests/s. The summary gives, per path and
# binary, the mean ratio of keys/s to the reference's and each round's p99 latency over the reference's.
#   store: memory, sqlite (a temporary file) or postgres (CALC_BENCH_POSTGRES_URL, else a throwaway
#   cluster with fsync on from Tests/Scripts/postgres-start.sh); default: all three, one after another.
# Needs wrk (apt-get install -y wrk) and cc; postgres needs the postgresql package.
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION="${1:-10}"
shift || true
STORES=("$@")
[ ${#STORES[@]} -gt 0 ] || STORES=(memory sqlite postgres)
export PATH="/opt/swift/usr/bin:$PATH"
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
SESSIONS=64
CONNECTIONS=64
read -r -a PATHS <<<"${CALC_BENCH_PATHS:-browser script sid}"
export CALC_WRK_THREADS=2

if [ -n "${CALC_BENCH_BINARY:-}" ]; then
    BIN="$CALC_BENCH_BINARY"   # a binary built before, e.g. to measure the code before a change
else
    # The postgres store needs the PostgreSQL trait; memory and sqlite alone measure the default build.
    TRAIT_FLAGS=()
    if [[ " ${STORES[*]} " == *" postgres "* ]]; then TRAIT_FLAGS=(--traits PostgreSQL); fi
    swift build -c release --product calculator "${TRAIT_FLAGS[@]}" >&2
    BIN="$(swift build -c release "${TRAIT_FLAGS[@]}" --show-bin-path)/calculator"
fi
WORK="$(mktemp -d)"
cc -O2 -o "$WORK/reference-server" Tests/Benchmarks/reference-server.c $(pkg-config --cflags --libs libmicrohttpd)
cc -O2 -o "$WORK/browser-client" Tests/Benchmarks/browser-client.c
SERVER_PIDS=()
REFERENCE_PIDS=()
POSTGRES_DIR=""
stop_servers() {
    for pid in "${SERVER_PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    SERVER_PIDS=()
}
cleanup() {
    stop_servers
    for pid in "${REFERENCE_PIDS[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
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
        sqlite) echo "sqlite:$WORK/calculator-$2.sqlite" ;;
        postgres) echo "$POSTGRES_URL" ;;
        *) echo "unknown store $1 (memory, sqlite or postgres)" >&2; exit 1 ;;
    esac
}

# wrk with the workload of path $3 (default sid) against URL $1 for $2; prints its summary line.
run_wrk() {
    case "${3:-sid}" in
        browser) "$WORK/browser-client" "${1##*:}" "${2%s}" "$CONNECTIONS" ${CALC_SESSIONS:-} ;;
        script) CALC_SESSION_BY=cookie wrk -t "$CALC_WRK_THREADS" -c "$CONNECTIONS" -d "$2" --latency \
            -s Tests/Benchmarks/keypress.lua "$1/" | tail -1 ;;
        sid) wrk -t "$CALC_WRK_THREADS" -c "$CONNECTIONS" -d "$2" --latency -s Tests/Benchmarks/keypress.lua "$1/" | tail -1 ;;
        *) echo "unknown path $3 (browser, script or sid)" >&2; exit 1 ;;
    esac
}

# The CPU time (user + system, in clock ticks) process PID has used so far.
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# run_wrk against URL $1 served by PID $3 for $2 on path $4, with the server's CPU time per answered
# key appended: less sensitive than keys/s to what else the shared machine runs.
run_measured() {
    local before after line
    before="$(cpu_ticks "$3")"
    line="$(run_wrk "$1" "$2" "$4")"
    after="$(cpu_ticks "$3")"
    echo "$line" | awk -v ticks=$((after - before)) -v hz="$(getconf CLK_TCK)" -v seconds="${2%s}" \
        '{ printf "%s  cpu %.0f us/key\n", $0, ticks / hz * 1e6 / ($2 * seconds) }'
}

# The binaries measured: the "before" one first (when given), then the calculator.
NAMES=()
BINARIES=()
if [ -n "${CALC_BENCH_BEFORE:-}" ]; then NAMES+=(before); BINARIES+=("$CALC_BENCH_BEFORE"); fi
NAMES+=(calculator)
BINARIES+=("$BIN")

for STORE in "${STORES[@]}"; do
    URLS=()
    SESSION_IDS=()
    for INDEX in "${!BINARIES[@]}"; do
        # The rate limit is off and the access log at warning: the benchmark measures keys, not logging.
        "${BINARIES[$INDEX]}" serve --port 0 --store "$(store_url "$STORE" "$INDEX")" --rate-limit 0 \
            --log-level warning ${SERVE_ARGS:-} >"$WORK/out-$INDEX" 2>"$WORK/err-$INDEX" &
        SERVER_PIDS+=($!)
        for _ in $(seq 300); do grep -q "listening on" "$WORK/out-$INDEX" 2>/dev/null && break; sleep 0.1; done
        URL="$(sed -n 's/^listening on //p' "$WORK/out-$INDEX")"
        [ -n "$URL" ] || { echo "server did not start:" >&2; cat "$WORK/err-$INDEX" >&2; exit 1; }

        # The sessions: each started by one key; their ids travel as the form's sid.
        IDS=""
        for _ in $(seq "$SESSIONS"); do
            ID="$(curl -s -o /dev/null -D - --data 'key=CL' "$URL/" | sed -n 's/^Set-Cookie: calc_session=\([0-9a-f]*\).*/\1/ip')"
            [ -n "$ID" ] || { echo "no session cookie" >&2; exit 1; }
            IDS="${IDS:+$IDS,}$ID"
        done
        # Warm-up: every session reaches its full 50-line history.
        CALC_SESSIONS="$IDS" run_wrk "$URL" 4s >/dev/null
        URLS+=("$URL")
        SESSION_IDS+=("$IDS")
    done
    SIZE="$(curl -s --data "key=1&sid=${IDS%%,*}" "$URL/" | wc -c)"

    if [ ${#REFERENCE_PIDS[@]} -eq 0 ]; then
        # Two references: one answering every request with the page (script, sid), one answering a
        # POST 303 and a GET with the page (browser).
        for MODE in page redirect; do
            "$WORK/reference-server" 0 "$SIZE" "$(nproc)" "$MODE" >"$WORK/reference-$MODE" &
            REFERENCE_PIDS+=($!)
            for _ in $(seq 50); do grep -q "listening on" "$WORK/reference-$MODE" 2>/dev/null && break; sleep 0.1; done
            grep -q "listening on" "$WORK/reference-$MODE" || { echo "reference server did not start" >&2; exit 1; }
        done
        PAGE_URL="http://127.0.0.1:$(sed -n 's/.*127.0.0.1://p' "$WORK/reference-page")"
        REDIRECT_URL="http://127.0.0.1:$(sed -n 's/.*127.0.0.1://p' "$WORK/reference-redirect")"
    fi

    echo "== store ${STORE}: ${SESSIONS} sessions, pages of ${SIZE} bytes, ${DURATION}s per run =="
    for P in "${PATHS[@]}"; do for INDEX in "${!BINARIES[@]}"; do : >"$WORK/ratios-$P-$INDEX"; done; done
    for ROUND in $(seq "${CALC_BENCH_ROUNDS:-2}"); do
        for P in "${PATHS[@]}"; do
            REFERENCE_URL="$PAGE_URL"
            REFERENCE_PID="${REFERENCE_PIDS[0]}"
            if [ "$P" = browser ]; then REFERENCE_URL="$REDIRECT_URL"; REFERENCE_PID="${REFERENCE_PIDS[1]}"; fi
            REFERENCE_LINE="$(CALC_SESSIONS="" run_measured "$REFERENCE_URL" "${DURATION}s" "$REFERENCE_PID" "$P")"
            printf '%-8s %-11s %s\n' "$P" "reference:" "$REFERENCE_LINE"
            for INDEX in "${!BINARIES[@]}"; do
                LINE="$(CALC_SESSIONS="${SESSION_IDS[$INDEX]}" run_measured "${URLS[$INDEX]}" "${DURATION}s" \
                    "${SERVER_PIDS[$INDEX]}" "$P")"
                printf '%-8s %-11s %s\n' "$P" "${NAMES[$INDEX]}:" "$LINE"
                # Keys/s against the reference's, and p99 latency against the reference's.
                awk -v a="$(echo "$LINE" | awk '{ print $2 }')" -v b="$(echo "$REFERENCE_LINE" | awk '{ print $2 }')" \
                    -v p="$(echo "$LINE" | awk '{ print $7 }')" -v q="$(echo "$REFERENCE_LINE" | awk '{ print $7 }')" \
                    'BEGIN { printf "%.3f %.2f\n", a / b, p / q }' >>"$WORK/ratios-$P-$INDEX"
            done
        done
    done
    for P in "${PATHS[@]}"; do
        for INDEX in "${!BINARIES[@]}"; do
            awk -v name="${NAMES[$INDEX]}" -v path="$P" -v store="$STORE" '{ sum += $1; n++; list = list (n > 1 ? ", " : "") $1
                    p99 = p99 (n > 1 ? ", " : "") $2; if ($2 > worst) worst = $2 }
                END { printf "%s %s %s: ratio to the reference: %.2f (runs: %s); p99 against the reference'"'"'s: %.2fx at worst (runs: %s)\n",
                    store, path, name, sum / n, list, worst, p99 }' "$WORK/ratios-$P-$INDEX"
        done
    done
    stop_servers
done
