# SwinjectAutoregistration's own test suite against DowelAssembler: included by the top-level Makefile.
# scripts/autoregistration-compat extracts the suite from ../shared/peer-suites/ into a scratch package
# (.build-autoregistration-compat/, git-ignored), builds each of its test files as its own target with
# only the imports changed, runs them and prints `autoregistration-compat: N passed, M failed (of 30)`.
# Without the tarball it prints why it skipped and succeeds.
#
#   make autoregistration-compat                                   fails below the script's floor
#   make autoregistration-compat AUTOREGISTRATION_COMPAT_FLOOR=25
#   make autoregistration-compat AUTOREGISTRATION_COMPAT_TARBALL=path/to/SwinjectAutoregistration-2.9.1-tests.tar.gz
#   make autoregistration-compat DOWEL_PATH=../other-checkout
SWIFT ?= swift

.PHONY: autoregistration-compat

autoregistration-compat: deps
	SWIFT=$(SWIFT) scripts/autoregistration-compat $(AUTOREGISTRATION_COMPAT_FLOOR)
