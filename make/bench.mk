# Benchmarks: included by the top-level Makefile. The suite is its own package in Benchmarks/
# (package-benchmark, Swinject 2.10.0, Dowel by path); scripts/bench-report runs it and reads
# the results.
#
#   make bench         full suite: Dowel vs Swinject vs hand-wired; writes BENCHMARKS.md
#   make bench-check   short subset; exit 1 if a cached Dowel resolve allocates, Dowel /
#                      hand-wired misses its target (singleton/transient/combined/complex ≤ 1.5,
#                      named ≤ 2) or DowelAssembler misses its own (≤ 1.5 × Dowel, ≥ 20 × faster
#                      than Swinject, 2 threads ≥ 0.5 × Dowel) by more than the noise allowance (× 1.5)
SWIFT ?= swift

.PHONY: bench bench-check

bench: deps
	SWIFT=$(SWIFT) scripts/bench-report run

bench-check: deps
	SWIFT=$(SWIFT) scripts/bench-report check
