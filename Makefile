# The two commands of the README's quick start, plus the pieces they are made of.
#   make run    build and start the calculator at http://127.0.0.1:8080
#   make test   install what the tests need (when missing), start a throwaway PostgreSQL
#               (unless CALC_TEST_POSTGRES_URL is set) and run the whole test suite

SWIFT ?= swift
APT_PACKAGES_RUN  := pkg-config libmicrohttpd-dev libsqlite3-dev
APT_PACKAGES_TEST := $(APT_PACKAGES_RUN) postgresql

.PHONY: run test deps-run deps-test bench

run: deps-run
	$(SWIFT) run -c release calculator serve

test: deps-test
	@if [ -n "$$CALC_TEST_POSTGRES_URL" ]; then $(SWIFT) test; else \
		eval "$$(Tests/Scripts/postgres-start.sh)" && \
		trap 'Tests/Scripts/postgres-stop.sh "$$CALC_TEST_POSTGRES_DIR"' EXIT && \
		$(SWIFT) test; fi

bench:
	Tests/Benchmarks/run.sh

deps-run:
	@Tests/Scripts/apt-ensure.sh $(APT_PACKAGES_RUN)

deps-test:
	@Tests/Scripts/apt-ensure.sh $(APT_PACKAGES_TEST)
