# Dowel: the commands a developer (and CI) runs. `make test` is the test command.
SWIFT ?= swift
TSAN_SCRATCH ?= .build-tsan

.PHONY: all deps build test test-tsan format format-check generate generate-check demo clean

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

# The fixed-arity overloads (core register 0...16, Swinject-style register/resolve/implements 1...9).
generate:
	scripts/generate

# Fails when a committed generated file differs from what scripts/generate writes.
generate-check:
	scripts/generate --check

demo: deps
	@scripts/ensure-deps.sh graphviz || true
	$(SWIFT) run -c release dowel-demo

clean:
	rm -rf .build $(TSAN_SCRATCH) .build-swinject-compat .build-fuzz

-include make/bench.mk
-include make/swinject-compat.mk
-include make/fuzz.mk
-include make/soak.mk
