#!/usr/bin/env bash
# Connections refused behind nginx (issue 27, item 3): the README's recipe (two `calculator serve`
# processes that trust 127.0.0.1 as their proxy, nginx in front, round robin, proxy_next_upstream
# error with 2 tries) under wrk at 64, 128 and 256 connections, once as the README writes it (a new
# upstream connection per request) and once with an upstream keep-alive pool (`keepalive 32`,
# HTTP/1.1 to the servers). Every connection a server sees comes from nginx's one address.
# Reports, for each run, the requests nginx answered and how: 502 (a server closed or reset a
# connection unanswered, on both tries), 503 (a server refused a connection with an answer), other
# 5xx, and how many requests nginx passed on to the second server after an error on the first.
# The requests are `GET /eval?expr=…` (no session, no store): what is measured is the connections.
# Usage: Tests/Benchmarks/proxy-refusals.sh [seconds-per-run]   (default 10)
#   CALC_BENCH_BINARY=path: measure that calculator binary instead of building the release one,
#     e.g. the build before a change.
#   CALC_BENCH_UNTRUSTED=1: start the servers without --trusted-proxy, so that nginx's address is
#     capped per address like any client's (its refusals are then 503s, not 502s).
# Needs nginx and wrk (apt-get install -y nginx wrk) and curl.
set -euo pipefail
cd "$(dirname "$0")/../.."
DURATION="${1:-10}"
export PATH="/opt/swift/usr/bin:/usr/sbin:$PATH"
command -v wrk >/dev/null || { echo "wrk is missing: apt-get install -y wrk" >&2; exit 1; }
command -v nginx >/dev/null || { echo "nginx is missing: apt-get install -y nginx" >&2; exit 1; }

if [ -n "${CALC_BENCH_BINARY:-}" ]; then
    BIN="$CALC_BENCH_BINARY"
else
    swift build -c release --product calculator >&2
    BIN="$(swift build -c release --show-bin-path)/calculator"
fi
WORK="$(mktemp -d)"
PIDS=()
NGINX_PID=""
cleanup() {
    if [ -n "$NGINX_PID" ]; then kill -TERM "$NGINX_PID" 2>/dev/null || true; wait "$NGINX_PID" 2>/dev/null || true; fi
    for pid in "${PIDS[@]}"; do kill -TERM "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
    if [ -n "${CALC_BENCH_KEEP:-}" ]; then echo "kept $WORK" >&2; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

TRUST=(--trusted-proxy 127.0.0.1)
[ -n "${CALC_BENCH_UNTRUSTED:-}" ] && TRUST=()
PORTS=()
for index in 0 1; do
    "$BIN" serve --port 0 --store memory --rate-limit 0 --log-level warning "${TRUST[@]}" \
        >"$WORK/server$index.out" 2>"$WORK/server$index.err" &
    PIDS+=($!)
    for _ in $(seq 300); do grep -q "listening on" "$WORK/server$index.out" 2>/dev/null && break; sleep 0.1; done
    PORT="$(sed -n 's/^listening on http:\/\/127.0.0.1://p' "$WORK/server$index.out")"
    [ -n "$PORT" ] || { echo "server $index did not start:" >&2; cat "$WORK/server$index.err" >&2; exit 1; }
    PORTS+=("$PORT")
done
NGINX_PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"

# nginx's configuration: the README's location block; with a pool, the lines Deployment gives for
# upstream keep-alive (`keepalive`, HTTP/1.1, an empty Connection header, and `keepalive_timeout`
# under the server's 10 s, so that nginx closes an idle connection before the server does).
nginx_conf() {
    local pool="$1" keepalive="" http11=""
    if [ "$pool" = on ]; then
        keepalive="keepalive 32; keepalive_timeout 5s;"
        http11='proxy_http_version 1.1; proxy_set_header Connection "";'
    fi
    cat <<EOF
$([ "$(id -u)" -eq 0 ] && echo "user root;")
daemon off;
worker_processes 1;
pid $WORK/nginx.pid;
error_log $WORK/error.log warn;
events { worker_connections 4096; }
http {
    client_body_temp_path $WORK/client_body;
    proxy_temp_path $WORK/proxy;
    fastcgi_temp_path $WORK/fastcgi;
    uwsgi_temp_path $WORK/uwsgi;
    scgi_temp_path $WORK/scgi;
    log_format upstreams '\$status|\$upstream_addr|\$upstream_status';
    access_log $WORK/access.log upstreams;
    upstream calculator {
        server 127.0.0.1:${PORTS[0]};
        server 127.0.0.1:${PORTS[1]};
        $keepalive
    }
    server {
        listen 127.0.0.1:$NGINX_PORT;
        location / {
            proxy_pass http://calculator;
            $http11
            proxy_set_header Host \$http_host;
            proxy_set_header X-Forwarded-For \$remote_addr;
            proxy_set_header X-Forwarded-Proto \$scheme;
            proxy_set_header Forwarded "";
            proxy_next_upstream error timeout non_idempotent;
            proxy_next_upstream_tries 2;
        }
    }
}
EOF
}

echo "== the README's nginx recipe in front of two calculator servers (memory store, --rate-limit 0, ${TRUST[*]:-no --trusted-proxy}), wrk ${DURATION} s per run, GET /eval =="
echo "binary: $BIN"
printf "%-14s %11s %9s %8s %8s %8s %10s %11s\n" "upstream pool" connections requests 502 "502 %" 503 "other 5xx" "passed on"
for pool in off on; do
    nginx_conf "$pool" >"$WORK/nginx.conf"
    : >"$WORK/access.log"
    nginx -p "$WORK/" -c "$WORK/nginx.conf" -e "$WORK/error.log" &
    NGINX_PID=$!
    for _ in $(seq 100); do curl -s -o /dev/null "http://127.0.0.1:$NGINX_PORT/healthz" && break; sleep 0.1; done
    for connections in 64 128 256; do
        before="$(wc -l <"$WORK/access.log")"
        wrk -t 2 -c "$connections" -d "${DURATION}s" --timeout 30s \
            "http://127.0.0.1:$NGINX_PORT/eval?expr=1%2B2" >"$WORK/wrk" 2>&1
        sleep 1
        tail -n +"$((before + 1))" "$WORK/access.log" | awk -F'|' -v pool="$pool" -v c="$connections" '
            { n++; if ($1 == 502) bad++; else if ($1 == 503) refused++; else if ($1 >= 500) other++
              if (index($2, ",") > 0) passed++ }
            END { printf "%-14s %11d %9d %8d %7.2f%% %8d %10d %11d\n", pool, c, n, bad, n ? 100 * bad / n : 0, refused, other, passed }'
    done
    kill -TERM "$NGINX_PID"; wait "$NGINX_PID" 2>/dev/null || true; NGINX_PID=""
done
echo "nginx's errors about the upstreams (all runs), by kind:"
grep -o 'upstream prematurely closed[^,]*\|recv() failed ([0-9]*: [^)]*)\|connect() failed ([0-9]*: [^)]*)\|no live upstreams' \
    "$WORK/error.log" | sort | uniq -c || echo "      0 none"
