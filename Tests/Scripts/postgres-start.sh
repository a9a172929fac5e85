#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster for the tests and prints the shell lines that export its URL:
#   eval "$(Tests/Scripts/postgres-start.sh)"    # sets CALC_TEST_POSTGRES_URL and CALC_TEST_POSTGRES_DIR
#   Tests/Scripts/postgres-stop.sh "$CALC_TEST_POSTGRES_DIR"
# Uses Debian's `postgresql` package (initdb, pg_ctl); the cluster lives in a temporary folder,
# listens on 127.0.0.1 on a free port and trusts local connections. Run as root, it runs the
# server as the `postgres` user. Everything but the export lines goes to standard error.
# fsync is off (a test cluster needs no durability) unless POSTGRES_FSYNC=on, as for benchmarks.
set -euo pipefail

BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
[ -x "$BIN/initdb" ] || { echo "PostgreSQL is missing: apt-get install -y postgresql" >&2; exit 1; }

DIR="$(mktemp -d "${TMPDIR:-/tmp}/calc-postgres.XXXXXX")"
as_owner() { "$@"; }
if [ "$(id -u)" = 0 ]; then
    chown postgres: "$DIR"
    as_owner() { runuser -u postgres -- "$@"; }
fi
as_owner "$BIN/initdb" -D "$DIR/data" -U calc -A trust -E UTF8 --no-sync >&2

# A free port: nothing answers a TCP connect on it. Retry if another process takes it first.
started=""
for _ in $(seq 20); do
    PORT=$(( 20000 + RANDOM % 40000 ))
    if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then continue; fi
    if as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 30 \
        -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$DIR -c fsync=${POSTGRES_FSYNC:-off}" start >&2; then
        started=yes
        break
    fi
done
[ -n "$started" ] || { echo "PostgreSQL did not start:" >&2; cat "$DIR/server.log" >&2; exit 1; }
as_owner "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U calc calc_test >&2

echo "export CALC_TEST_POSTGRES_URL=postgres://calc@127.0.0.1:$PORT/calc_test"
echo "export CALC_TEST_POSTGRES_DIR=$DIR"
