# Dowel: the commands a developer (and CI) runs. `make test` is the test command.
SWIFT ?= swift
TSAN_SCRATCH ?= .build-tsan
ASAN_SCRATCH ?= .build-asan
RELEASE_SCRATCH ?= .build-release
ASAN_RELEASE_SCRATCH ?= .build-asan-release
CHECKS_SCRATCH ?= .build-internal-checks
COMPILE_TIME_SCRATCH ?= .build-compile-time
# The longest a test run may take (builds are separate steps): a test that crashes can leave the
# runner waiting forever, and a hang must fail the step, not eat CI's budget. The slowest run
# (ASan, release) takes about 3 minutes.
TEST_TIMEOUT ?= 900
RUN_TESTS = timeout --kill-after=30 $(TEST_TIMEOUT) $(SWIFT) test

.PHONY: all deps build test layers-check sendability-check async-sample-check test-tsan test-asan test-release test-asan-release test-internal-checks test-no-xxhash docs docs-site format format-check generate generate-check compile-time platform-check apple-availability-check demo clean ditranquillity-compat knit-compat

all: build

# libxxhash-dev provides xxhash.h and libxxhash; everything else comes with Swift.
deps:
	@scripts/ensure-deps.sh

build: deps
	$(SWIFT) build

# The benchmark report's unit tests (make/bench.mk), a debug build and every test (warnings are
# errors in our code), then the concurrency tests again under the thread sanitizer, the whole suite
# again as it ships (release), and the whole Swift Testing suite under AddressSanitizer +
# LeakSanitizer with the core's internal checks on (debug).
# The ASan run is a debug build: the same run on a release build (make test-asan-release) took 13 to
# 19 minutes of CI's 45 on 2 cores, against 2 here, and the optimiser's view of the unsafe code is
# already exercised by test-release. Run test-asan-release before a release or after touching
# Sources/Dowel/Registry/Unsafe or the C table.
test: deps
	$(MAKE) test-scripts
	$(MAKE) layers-check
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	$(RUN_TESTS) --skip-build
	$(MAKE) sendability-check
	$(MAKE) test-tsan
	$(MAKE) test-release
	$(MAKE) test-asan

# The folders of Sources/Dowel form the layering Sources/Dowel/LAYERS.md declares: no file names a
# type of a higher folder beyond the known exceptions in scripts/check-layers.baseline. The
# self-test first plants a violation in a copy and expects the check to catch it.
layers-check:
	@scripts/ensure-deps.sh python3
	scripts/check-layers --self-test
	scripts/check-layers

# Compile-time Sendable checks (Lazy/Provider/AsyncLazy of a non-Sendable value must not compile
# where Sendable is needed): type-checks snippets against the Dowel module just built.
sendability-check: deps
	SWIFT=$(SWIFT) scripts/check-sendability

# The DocC article "Async and actors"'s sample as a fresh executable's main.swift (ci/async-sample,
# copied out of Sources/Dowel/Dowel.docc/AsyncAndActors.md and compared), built against this
# checkout and run: fails when it traps or prints
# something else; and an awaited resolve written in top-level code must not compile (Swift ranks
# top-level code as synchronous and would bind it to the synchronous form). scripts/check-async-sample.
async-sample-check: deps
	SWIFT=$(SWIFT) scripts/check-async-sample

test-tsan: deps
	$(SWIFT) build --build-tests --sanitize=thread --scratch-path $(TSAN_SCRATCH)
	$(RUN_TESTS) --skip-build --sanitize=thread --filter Concurrency --scratch-path $(TSAN_SCRATCH)

# Build and test as a machine without xxhash (an iOS build) sees Dowel: the C table's tests on the
# fallback hash, and a consumer package (ci/consumer) building and running Dowel. Needs root or user namespaces (a private mount namespace).
test-no-xxhash:
	SWIFT=$(SWIFT) scripts/test-no-xxhash.sh

# The DocC documentation of Dowel and DowelAssembler (swift-docc-plugin, added to the package only
# when DOWEL_DOCS=1, so apps depending on Dowel never fetch it). Warnings are errors: a broken
# symbol link fails. Archives land in .build/plugins/Swift-DocC/outputs/. Then the articles' and
# README.md's Swift examples are type-checked against this checkout (scripts/check-doc-examples) and every mention of
# the repository's URL is checked against the one scripts/check-repository-url defines.
docs:
	DOWEL_DOCS=1 $(SWIFT) package --disable-sandbox generate-documentation \
		--target Dowel --target DowelAssembler --target DowelKnit --warnings-as-errors
	SWIFT=$(SWIFT) scripts/check-doc-examples
	scripts/check-repository-url
	@echo "docs: archives in .build/plugins/Swift-DocC/outputs/; to browse one, run"
	@echo "  DOWEL_DOCS=1 $(SWIFT) package --disable-sandbox preview-documentation --target Dowel"
	@echo "and open the address it prints (or DowelAssembler, DowelKnit for the others);"
	@echo "or make docs-site for static pages any web server can serve"

# The same catalogs as static pages (DocC's static-hosting transform), one folder per module under
# .build/docs-site, for any web server; the last line says how to serve and open them.
docs-site: deps
	mkdir -p .build/docs-site
	for target in Dowel DowelAssembler DowelKnit; do \
		DOWEL_DOCS=1 $(SWIFT) package --disable-sandbox generate-documentation --target $$target \
			--transform-for-static-hosting --hosting-base-path $$target \
			--output-path .build/docs-site/$$target || exit 1; \
	done
	@echo "docs-site: python3 -m http.server 8000 --directory .build/docs-site, then open"
	@echo "  http://localhost:8000/Dowel/documentation/dowel/ (DowelAssembler/documentation/dowelassembler/, DowelKnit/documentation/dowelknit/)"

# Every Swift Testing test under AddressSanitizer with LeakSanitizer on, with the core's internal
# checks compiled in (see test-internal-checks): any leak fails the run. XCTest is left out (its
# runtime leaks ~1 KB of its own; we have no XCTest tests). Suppressions, each explained, are in
# scripts/lsan.supp.
test-asan: deps
	DOWEL_INTERNAL_CHECKS=1 $(SWIFT) build --build-tests --sanitize=address --scratch-path $(ASAN_SCRATCH)
	DOWEL_INTERNAL_CHECKS=1 LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0" \
		$(RUN_TESTS) --skip-build --sanitize=address --disable-xctest --scratch-path $(ASAN_SCRATCH)

# The whole suite built as it ships (-c release): the core's unchecked reads and layouts depend on
# what the optimiser does, which a debug build never shows. `-enable-testing` only because the tests
# `@testable import` the modules; it keeps internal symbols visible, not the optimiser from its work.
#
# Then the races between a registration being replaced or removed and threads resolving it, RACE_RUNS
# more times (the 9 tests take half a second a run): the two reclamation defects found so far (a reader
# retaining an instance already freed) never showed in a debug, TSan or ASan run. With both fixes
# undone, 2 of 20 release runs of these tests crashed; the misplaced retain alone crashed none of 20
# (its window is a few instructions; the release machine code showed it: Benchmarks/TARGETS.md).
# That kind is caught every run, in every build, by RetainBeforeExitTests (Dowel's and
# DowelAssembler's): a test hook frees the registration at the very exit of the resolve's section.
RACE_TESTS ?= ConcurrencyReplaceTests|ConcurrencyCachedReplaceTests|ConcurrencyRegistryChangeTests|ConcurrencyReleasedContainerTests|ConcurrencyOverrideTests
RACE_RUNS ?= 20
test-release: deps
	$(SWIFT) build -c release -Xswiftc -enable-testing -Xswiftc -warnings-as-errors --build-tests \
		--scratch-path $(RELEASE_SCRATCH)
	$(RUN_TESTS) -c release -Xswiftc -enable-testing --skip-build --scratch-path $(RELEASE_SCRATCH)
	for run in $$(seq 1 $(RACE_RUNS)); do \
		echo "test-release: the replace and remove races again, run $$run of $(RACE_RUNS)"; \
		$(RUN_TESTS) -c release -Xswiftc -enable-testing --skip-build --scratch-path $(RELEASE_SCRATCH) \
			--filter '$(RACE_TESTS)' || exit 1; \
	done

# test-asan's run on a release build: AddressSanitizer sees the optimised code's memory accesses
# while every fast path asserts its invariants. Not in `make test` (13+ minutes on 2 cores; see
# there): run it before a release and after touching the unsafe code.
test-asan-release: deps
	DOWEL_INTERNAL_CHECKS=1 $(SWIFT) build -c release -Xswiftc -enable-testing --sanitize=address --build-tests \
		--scratch-path $(ASAN_RELEASE_SCRATCH)
	DOWEL_INTERNAL_CHECKS=1 LSAN_OPTIONS="suppressions=$(CURDIR)/scripts/lsan.supp:print_suppressions=0" \
		$(RUN_TESTS) -c release -Xswiftc -enable-testing --sanitize=address --disable-xctest --skip-build \
		--scratch-path $(ASAN_RELEASE_SCRATCH)

# The whole suite with the core's internal checks compiled in (DOWEL_INTERNAL_CHECKS, read by
# Package.swift; Sources/Dowel/Registry/DIInternalChecks.swift): every fast path asserts the
# invariant it relies on (a registration read with its own type, a cell read as its row's type, the
# cell states), and the tests of the checks themselves run. The variable is set for the run too:
# a test fails if the build did not see it. A debug build, for a quick local run; CI runs the checks
# in test-asan.
test-internal-checks: deps
	DOWEL_INTERNAL_CHECKS=1 $(SWIFT) build --build-tests -Xswiftc -warnings-as-errors --scratch-path $(CHECKS_SCRATCH)
	DOWEL_INTERNAL_CHECKS=1 $(SWIFT) test --skip-build --scratch-path $(CHECKS_SCRATCH)

format:
	$(SWIFT) format format --in-place --recursive --parallel Package.swift Sources Tests ci/consumer

format-check:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests ci/consumer

# The fixed-arity overloads (core register 0...16, Swinject-style register/resolve/implements 1...9).
generate:
	scripts/generate

# Fails when a committed generated file differs from what scripts/generate writes.
generate-check:
	scripts/generate --check

# How long Dowel takes to compile beside Swinject 2.10.0 (scripts/compile-time): clean debug and
# release builds of each library target, and a user's 200 generated services wired with
# `register(X.init)`, with Swinject closures and by hand; prints a table and rewrites the one in
# BENCHMARKS.md's "Compile time" section. ~5 min on the 2-core machine under load; not part of CI.
#   make compile-time                        debug and release; writes BENCHMARKS.md
#   COMPILE_TIME_QUICK=1 make compile-time   debug only, prints the table, writes nothing
compile-time: deps
	@scripts/ensure-deps.sh python3
	SWIFT=$(SWIFT) COMPILE_TIME_DIR=$(COMPILE_TIME_SCRATCH) scripts/compile-time

# Sources/, Tests/ and ci/consumer must build at the declared deployment targets (no
# Synchronization); the script first proves its pattern catches every spelling of the import.
platform-check:
	scripts/check-platform-apis --self-test
	scripts/check-platform-apis

# The core, DowelAssembler and DowelKnit type-checked as an Apple build at macOS 12 sees them
# (scripts/check-apple-availability: a stand-in SDK from the toolchain's own interfaces): fails on
# availability errors such as typed-throws function metadata, which needs the Swift 6 runtime
# (iOS 18 / macOS 15) and which Linux never reports. The first run builds the stand-in standard
# library (a few minutes); later runs take seconds. A CI step (.ci/run).
apple-availability-check:
	scripts/check-apple-availability --self-test
	scripts/check-apple-availability

# A debug build: what the demo shows does not need the optimiser, and a release build of Dowel
# takes minutes. Its graph files go to .build/dowel-demo/.
demo: deps
	@scripts/ensure-deps.sh graphviz || true
	$(SWIFT) run dowel-demo

# DITranquillity 6's own suite against Dowel, from ../shared/peer-suites/ (skips when absent): counts
# what passes with the strict default and with the migration line; fails below the script's floors.
ditranquillity-compat: deps
	SWIFT=$(SWIFT) scripts/ditranquillity-compat $(DITRANQUILLITY_COMPAT_FLOOR)

clean:
	rm -rf .build $(TSAN_SCRATCH) $(ASAN_SCRATCH) $(RELEASE_SCRATCH) $(ASAN_RELEASE_SCRATCH) $(CHECKS_SCRATCH) $(COMPILE_TIME_SCRATCH) .build-async-sample .build-async-sample-trait .build-ditranquillity-compat .build-swinject-compat .build-autoregistration-compat .build-knit-compat .build-fuzz .build-no-xxhash .build-no-xxhash-consumer .build-apple-check

-include make/bench.mk
-include make/swinject-compat.mk
-include make/autoregistration-compat.mk
-include make/knit-compat.mk
-include make/fuzz.mk
-include make/soak.mk
