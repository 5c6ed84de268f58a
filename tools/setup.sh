#!/bin/sh
# Installs the Debian packages skellint needs that are missing. As root it
# runs apt-get; otherwise it prints the exact command and stops.
#   tools/setup.sh           build dependencies
#   tools/setup.sh --test    and what the tests use
#   tools/setup.sh --bench   and what the benchmarks compare against
#   tools/setup.sh --dist    and what make dist packages with
#   tools/setup.sh --web     what make web compiles with (emscripten)
#   tools/setup.sh --browser the browser the page's tests drive (tests/web/)
set -eu
pkgs="cmake make gcc pkg-config libxml2-dev libcjson-dev libtree-sitter-dev libcmocka-dev"
case "${1:-}" in
  --test) pkgs="valgrind libxml2-utils python3 pre-commit neovim strace g++ libcal3d12-dev lintian file" ;;
  --bench) pkgs="libxml2-utils time" ;;
  --dist) pkgs="dpkg-dev git" ;;
  --web) pkgs="emscripten" ;;
  --browser) pkgs="chromium" ;;
esac
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "skellint needs these Debian packages. Install them as root, then run make again:" >&2
  echo "  apt-get update && apt-get install -y$missing" >&2
  exit 1
fi
echo "Installing:$missing"
export DEBIAN_FRONTEND=noninteractive
# apt-get that waits for a busy package manager (unattended-upgrades).
apt="$(cd "$(dirname "$0")" && pwd)/apt.sh"
$apt update -q >/dev/null
$apt install -y -q $missing >/dev/null
