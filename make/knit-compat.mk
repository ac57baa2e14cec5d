# Knit 2.1.6's own runtime tests against DowelKnit: included by the top-level Makefile.
# scripts/knit-compat extracts the suite from ../shared/peer-suites/ into a scratch package
# (.build-knit-compat/, git-ignored), builds it with only the imports changed (and synchronous
# @MainActor test methods made async, as Linux XCTest needs), runs each file's tests and prints
# `knit-compat: N passed, M failed (of 78)`. Without the tarball it prints why it skipped and succeeds.
#
#   make knit-compat                        fails below the script's floor
#   make knit-compat KNIT_COMPAT_FLOOR=70
#   make knit-compat KNIT_COMPAT_TARBALL=path/to/knit-2.1.6-tests.tar.gz
#   make knit-compat DOWEL_PATH=../other-checkout
SWIFT ?= swift

.PHONY: knit-compat

knit-compat: deps
	SWIFT=$(SWIFT) scripts/knit-compat $(KNIT_COMPAT_FLOOR)
