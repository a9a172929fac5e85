#!/usr/bin/env bash
# Stops the cluster Tests/Scripts/postgres-start.sh made and deletes its folder.
# Usage: Tests/Scripts/postgres-stop.sh "$CALC_TEST_POSTGRES_DIR"
set -euo pipefail
DIR="${1:?usage: postgres-stop.sh DIR}"
[ -f "$DIR/data/PG_VERSION" ] || { echo "$DIR is not a cluster made by postgres-start.sh" >&2; exit 1; }
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >&2 || true
else
    "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >&2 || true
fi
rm -rf "$DIR"
