# Dowel: the commands a developer (and CI) runs. `make test` is the test command.
SWIFT ?= swift
TSAN_SCRATCH ?= .build-tsan

.PHONY: all deps build test test-tsan format format-check demo clean ditranquillity-compat

all: build

# libxxhash-dev provides xxhash.h and libxxhash; everything else comes with Swift.
deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

# Debug build and every test (warnings are errors in our code), then the concurrency tests
# again under the thread sanitizer.
test: deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build
	$(MAKE) test-tsan

test-tsan: deps
	$(SWIFT) test --sanitize=thread --filter Concurrency --scratch-path $(TSAN_SCRATCH)

format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests

format-check:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

demo: deps
	@scripts/ensure-deps.sh graphviz || true
	$(SWIFT) run -c release dowel-demo

# Local only, never CI: DITranquillity 6's own suite built against Dowel (needs DITRANQUILLITY_PATH;
# see the script's header for how to get a checkout). Prints "N passed of 328".
ditranquillity-compat: deps
	SWIFT=$(SWIFT) scripts/ditranquillity-compat

clean:
	rm -rf .build $(TSAN_SCRATCH)

-include make/bench.mk
