#!/usr/bin/env bash
# Builds and tests Dowel the way a machine without xxhash sees it (an iOS or macOS build): no
# <xxhash.h>, no pkg-config file, no libxxhash. Inside a private mount namespace only, so nothing
# changes outside this command. Then builds and tests ci/consumer, a package using Dowel by path.
#
#   scripts/test-no-xxhash.sh           needs root (or unprivileged user namespaces) and unshare
#
# Uses its own scratch paths (.build-no-xxhash*), so the normal .build stays as it is.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
swift=${SWIFT:-swift}

if [ "${DOWEL_NO_XXHASH_WORK:-}" = "" ]; then
    command -v unshare >/dev/null 2>&1 || { echo "test-no-xxhash: needs unshare (util-linux)" >&2; exit 1; }
    # An empty mount point for the namespace's own tmpfs: everything the namespace makes lives there
    # and disappears with it. Nothing is ever deleted recursively (a recursive delete through a bind
    # mount would delete the system's files).
    work=$(mktemp -d)
    # The consumer's own objects are rebuilt every run: after a change to Dowel's API, SwiftPM has
    # been seen to relink a stale test object of the consumer. (Outside the namespace, where no
    # bind mount exists, and never past this file system.)
    rm -rf --one-file-system "$root"/.build-no-xxhash-consumer/*/debug/ConsumerApp*.build
    namespace="unshare -m"
    # Not root: a user namespace maps us to root inside it, where that is allowed.
    [ "$(id -u)" -eq 0 ] || namespace="unshare -r -m"
    status=0
    DOWEL_NO_XXHASH_WORK=$work $namespace --propagation private "$0" "$@" || status=$?
    rmdir "$work"
    exit $status
fi

# --- Inside the namespace: mounts made here are invisible outside and end with it. ---
work=$DOWEL_NO_XXHASH_WORK
mount --make-rprivate /
mount -t tmpfs dowel-no-xxhash "$work"

# `dir` seen without the entries named after it: the original is bound to a private place, a view
# of symbolic links to everything else is bound over it. (Links into `dir` itself would point back
# into the view.)
hide_in() {
    local dir=$1
    shift
    [ -d "$dir" ] || return 0
    local name
    name=$(echo "$dir" | tr / _)
    mkdir -p "$work/orig$name" "$work/view$name"
    mount --bind "$dir" "$work/orig$name"
    local entry base skip hidden
    for entry in "$work/orig$name"/* "$work/orig$name"/.[!.]*; do
        [ -e "$entry" ] || [ -L "$entry" ] || continue
        base=$(basename "$entry")
        skip=0
        for hidden in "$@"; do
            [ "$base" = "$hidden" ] && skip=1
        done
        [ $skip = 1 ] || ln -s "$entry" "$work/view$name/$base"
    done
    mount --bind "$work/view$name" "$dir"
}

hide_in /usr/include xxhash.h xxh3.h xxh_x86dispatch.h
for libdir in /usr/lib/x86_64-linux-gnu /usr/lib/aarch64-linux-gnu /usr/lib /usr/local/lib; do
    [ -d "$libdir" ] || continue
    for lib in "$libdir"/libxxhash.so* "$libdir"/libxxhash.a; do
        # An empty file in place of each library: a link against it fails loudly.
        [ -f "$lib" ] && mount --bind /dev/null "$lib"
    done
    hide_in "$libdir/pkgconfig" libxxhash.pc
done
hide_in /usr/local/include xxhash.h xxh3.h xxh_x86dispatch.h

# The view must really be xxhash-free, or this test proves nothing.
if [ -e /usr/include/xxhash.h ] || pkg-config --exists libxxhash 2>/dev/null; then
    echo "test-no-xxhash: xxhash is still visible inside the namespace" >&2
    exit 1
fi
if echo '#include <xxhash.h>' | cc -E -x c - >/dev/null 2>&1; then
    echo "test-no-xxhash: the C compiler still finds <xxhash.h>" >&2
    exit 1
fi
echo "test-no-xxhash: no <xxhash.h>, no libxxhash.pc, no libxxhash here; building with the fallback hash"

# The C table's tests check, with this variable set, that the fallback hash is the one in use.
# Only they run here: the hash lives below every Swift layer, and the consumer package below
# builds and runs Dowel's Swift side without xxhash.
export DOWEL_EXPECT_FALLBACK_HASH=1
export DOWEL_ONLY_TESTS=CDowelTests
"$swift" build --build-tests -Xswiftc -warnings-as-errors --scratch-path "$root/.build-no-xxhash"
"$swift" test --skip-build --scratch-path "$root/.build-no-xxhash"
if readelf -d "$root"/.build-no-xxhash/debug/*.xctest 2>/dev/null | grep -q xxhash; then
    echo "test-no-xxhash: a test binary still needs libxxhash" >&2
    exit 1
fi

echo "test-no-xxhash: a consumer package, depending on Dowel by path"
"$swift" build --build-tests -Xswiftc -warnings-as-errors --package-path ci/consumer \
    --scratch-path "$root/.build-no-xxhash-consumer"
"$swift" test --skip-build --package-path ci/consumer --scratch-path "$root/.build-no-xxhash-consumer"
echo "test-no-xxhash: passed"
