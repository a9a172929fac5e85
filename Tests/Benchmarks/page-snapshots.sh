#!/usr/bin/env bash
# Writes the calculator pages of a fixed set of sessions to DIR, one file per page, with the random
# session id replaced by SID: run it with the binary before and after a change to the page path and
# `diff -r` the two folders, which must be identical (the page is the contract, byte for byte).
# Usage: Tests/Benchmarks/page-snapshots.sh CALCULATOR_BINARY DIR
set -euo pipefail
BIN="$1"
OUT="$2"
mkdir -p "$OUT"
WORK="$(mktemp -d)"
"$BIN" serve --port 0 --store memory --rate-limit 0 --log-level warning >"$WORK/out" 2>"$WORK/err" &
PID=$!
trap 'kill -TERM "$PID" 2>/dev/null || true; wait "$PID" 2>/dev/null || true; rm -rf "$WORK"' EXIT
for _ in $(seq 100); do grep -q "listening on" "$WORK/out" 2>/dev/null && break; sleep 0.1; done
URL="$(sed -n 's/^listening on //p' "$WORK/out")"

# One page per step: NAME, then the form fields of each post (a script's post, answered with the page).
session() {
    local name="$1"
    shift
    local sid="" n=0
    for fields in "$@"; do
        n=$((n + 1))
        curl -s -D "$WORK/headers" -o "$WORK/page" --data "$fields${sid:+&sid=$sid}" "$URL/"
        [ -n "$sid" ] || sid="$(sed -n 's/^Set-Cookie: calc_session=\([0-9a-f]*\).*/\1/ip' "$WORK/headers")"
        sed "s/$sid/SID/g" "$WORK/page" >"$OUT/$name-$(printf %02d "$n").html"
    done
}

session infix key=7 key=%2B key=9 key=%3D key=sqrt key=%3D
session hostile "expr=%3Cscript%3E%26%22%27" "expr=1%2F0" "expr=2%5E10" key=history-0
session memory key=4 key=m%2B key=mode-scientific key=angle key=pi key=sin key=%3D key=mr
session rpn key=mode-rpn key=3 key=enter key=4 key=%2B key=5 key=sqrt key=toM key=M key=swap
session stale key=1 "key=2&seq=0" "key=3&seq=9"
session long $(for _ in $(seq 12); do printf 'key=1 key=2 key=%%2B key=3 key=%%3D '; done)
session full $(for i in $(seq 53); do printf "expr=%d%%2A2 " "$i"; done)
# GET pages: a fresh one, a linked expression, a notice and a focus from a redirect.
curl -s "$URL/" | sed 's/value="[0-9a-f]\{32\}"/value="SID"/' >"$OUT/get-fresh.html"
curl -s "$URL/?notice=stale&focus=7" | sed 's/value="[0-9a-f]\{32\}"/value="SID"/' >"$OUT/get-notice.html"
curl -s -H 'Sec-Fetch-Site: cross-site' "$URL/?expr=%3Cb%3E1%2B1" | sed 's/value="[0-9a-f]\{32\}"/value="SID"/' \
    >"$OUT/get-linked.html"
echo "$(ls "$OUT" | wc -l) pages in $OUT"
