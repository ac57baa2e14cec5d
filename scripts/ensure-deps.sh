#!/usr/bin/env bash
# Installs what Dowel needs from Debian's packages when it is missing.
#   scripts/ensure-deps.sh            libxxhash-dev (Linux: CDowel hashes with XXH3, header-only; without
#                                     it CDowel uses its own seeded hash, as on Apple platforms)
#   scripts/ensure-deps.sh graphviz   graphviz (optional: the demo renders its graph with it)
#   scripts/ensure-deps.sh python3    python3 (the benchmark report and check, scripts/benchreport, and
#                                     its tests in make test; Swift's Debian images usually have it)
set -euo pipefail

want=${1:-xxhash}

have() {
    case "$1" in
        xxhash) [ "$(uname -s)" != Linux ] || [ -f /usr/include/xxhash.h ] || [ -f /usr/local/include/xxhash.h ] ;;
        graphviz) command -v dot >/dev/null 2>&1 ;;
        python3) command -v python3 >/dev/null 2>&1 ;;
    esac
}

package_of() {
    case "$1" in
        xxhash) echo "libxxhash-dev" ;;
        graphviz) echo "graphviz" ;;
        python3) echo "python3" ;;
    esac
}

have "$want" && exit 0

packages=$(package_of "$want")
if ! command -v apt-get >/dev/null 2>&1; then
    echo "Dowel needs: $packages. This system has no apt-get: install them with your package manager" >&2
    echo "(on macOS: brew install graphviz; xxhash is not used there)." >&2
    exit 1
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
        sudo="sudo"
    else
        echo "Dowel needs: $packages. Run as root, or: sudo apt-get install -y $packages" >&2
        exit 1
    fi
fi
echo "Installing $packages with apt-get..."
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq $packages >/dev/null
have "$want" || { echo "apt-get finished but $want is still missing" >&2; exit 1; }
echo "Installed $packages."
