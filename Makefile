# The two commands of the README's quick start, plus the pieces they are made of.
#   make run    build and start the calculator at http://127.0.0.1:8080
#   make test   install what the tests need (when missing) and run the whole test suite

SWIFT ?= swift
APT_PACKAGES_RUN  := pkg-config libmicrohttpd-dev
APT_PACKAGES_TEST := $(APT_PACKAGES_RUN)

.PHONY: run test deps-run deps-test bench

run: deps-run
	$(SWIFT) run -c release calculator serve

test: deps-test
	$(SWIFT) test

bench:
	Tests/Benchmarks/run.sh

deps-run:
	@Tests/Scripts/apt-ensure.sh $(APT_PACKAGES_RUN)

deps-test:
	@Tests/Scripts/apt-ensure.sh $(APT_PACKAGES_TEST)
