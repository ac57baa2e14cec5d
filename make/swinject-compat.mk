# Swinject's own test suite against DowelAssembler: included by the top-level Makefile.
# scripts/swinject-compat checks out Swinject 2.10.0 through SwiftPM into a scratch package
# (.build-swinject-compat/, git-ignored), builds each of its test files as its own target with
# only the import changed, runs them and prints `swinject-compat: N passed, M failed (of 173)`.
#
#   make swinject-compat                         fails below the script's floor
#   make swinject-compat SWINJECT_COMPAT_FLOOR=120
#   make swinject-compat DOWEL_PATH=../other-checkout
SWIFT ?= swift

.PHONY: swinject-compat

swinject-compat: deps
	SWIFT=$(SWIFT) scripts/swinject-compat $(SWINJECT_COMPAT_FLOOR)
