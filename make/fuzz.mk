# Fuzzing (libFuzzer, AddressSanitizer): included by the top-level Makefile. scripts/fuzz builds
# the harnesses in fuzz/ (the C table against a model; the JSON and plist property loaders on
# any bytes) into .build-fuzz/ and runs each for FUZZ_SECONDS from its seed corpus fuzz/corpus/.
#
#   make fuzz                     30 s each
#   make fuzz FUZZ_SECONDS=600    10 minutes each
#   make fuzz FUZZ=json           one harness (table, json, plist)
SWIFT ?= swift
FUZZ_SECONDS ?= 30
FUZZ ?=

.PHONY: fuzz

fuzz: deps
	SWIFT=$(SWIFT) scripts/fuzz $(FUZZ_SECONDS) $(FUZZ)
