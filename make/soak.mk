# The soak test: included by the top-level Makefile. Tests/DowelSoakTests runs only when
# DOWEL_SOAK_SECONDS is set (it is skipped by `swift test`): threads register into child
# containers, race first resolves of every lifetime and drop the containers for that long, then
# check exactly-once creation, that every registration is found, no deadlock (a time limit) and
# flat memory (live-object counts and resident memory). It prints its figures (`soak: ...`).
#
#   make soak                    60 s
#   make soak SOAK_SECONDS=600
SWIFT ?= swift
SOAK_SECONDS ?= 60

.PHONY: soak

soak: deps
	$(SWIFT) build --build-tests -Xswiftc -warnings-as-errors
	DOWEL_SOAK_SECONDS=$(SOAK_SECONDS) $(SWIFT) test --skip-build --filter DowelSoakTests
