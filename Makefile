# Dowel: the commands a developer (and CI) runs. `make test` is the test command.
SWIFT ?= swift
TSAN_SCRATCH ?= .build-tsan
ASAN_SCRATCH ?= .build-asan

.PHONY: all deps build test test-tsan test-asan format format-check demo clean

all: build

# libxxhash-dev provides xxhash.h and libxxhash; everything else comes with Swift.
deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

# Debug build and every test (warnings are errors in our code), then the concurrency tests
# again under the thread sanitizer, then the whole Swift Testing suite under AddressSanitizer.
test: deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(SWIFT) test --skip-build
	$(MAKE) test-tsan
	$(MAKE) test-asan

test-tsan: deps
	$(SWIFT) test --sanitize=thread --filter Concurrency --scratch-path $(TSAN_SCRATCH)

# Every Swift Testing test under AddressSanitizer with LeakSanitizer on: any leak fails the run.
# XCTest is left out (its runtime leaks ~1 KB of its own; we have no XCTest tests). Suppressions,
# each explained, are in scripts/lsan.supp.
test-asan: deps
	LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0" \
		$(SWIFT) test --sanitize=address --disable-xctest --scratch-path $(ASAN_SCRATCH)

format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests

format-check:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

demo: deps
	@scripts/ensure-deps.sh graphviz || true
	$(SWIFT) run -c release dowel-demo

clean:
	rm -rf .build $(TSAN_SCRATCH) $(ASAN_SCRATCH)

-include make/bench.mk
