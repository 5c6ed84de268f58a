#!/bin/sh
# A cross build's set-up (make windows, make web): the Debian packages it
# names (the cross compiler: mingw-w64 and wine64, or emscripten), and the
# Debian source packages of libxml2, cJSON and tree-sitter (the versions
# Linux builds against) unpacked in DEPS_DIR (build-win/deps, build-web/deps).
# apt-get source needs a deb-src entry for the same archive apt already uses:
# this adds one (the deb822 file gets "Types: deb deb-src"), nothing else.
# As root it runs apt-get; otherwise it prints what to run and stops.
#   tools/deps/setup.sh DEPS_DIR [PACKAGE...]
set -eu
deps=$1
shift
pkgs="cmake make gcc pkg-config dpkg-dev $*"
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
need_src=0
for s in libxml2 cjson tree-sitter; do
  ls -d "$deps/$s"-*/ >/dev/null 2>&1 || need_src=1
done
[ -z "$missing" ] && [ $need_src -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "This cross build needs Debian packages and source packages. As root run:" >&2
  [ -n "$missing" ] && echo "  apt-get update && apt-get install -y$missing" >&2
  echo "  tools/deps/setup.sh $deps $*   (adds deb-src to apt's sources, then apt-get source libxml2 cjson tree-sitter)" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# apt-get that waits for a busy package manager (unattended-upgrades).
apt="$(cd "$(dirname "$0")/.." && pwd)/apt.sh"
updated=0
if [ $need_src -eq 1 ] && ! grep -rqsE '^(deb-src|Types:.*deb-src)' /etc/apt/sources.list /etc/apt/sources.list.d/; then
  f=/etc/apt/sources.list.d/debian.sources
  if [ -f "$f" ]; then
    echo "Adding deb-src to $f (the same archive)"
    sed -i 's/^Types: deb$/Types: deb deb-src/' "$f"
  elif [ -f /etc/apt/sources.list ]; then
    echo "Adding deb-src lines to /etc/apt/sources.list (the same archive)"
    sed -n 's/^deb \(.*\)/deb-src \1/p' /etc/apt/sources.list > /etc/apt/sources.list.d/skellint-src.list
  fi
fi
if [ -n "$missing" ]; then
  echo "Installing:$missing"
  $apt update -q >/dev/null; updated=1
  $apt install -y -q --no-install-recommends $missing >/dev/null
fi
if [ $need_src -eq 1 ]; then
  [ $updated -eq 1 ] || $apt update -q >/dev/null
  mkdir -p "$deps"
  # The versions the Linux build uses (dpkg-dev's apt-get source unpacks them).
  for s in libxml2:libxml2-dev cjson:libcjson-dev tree-sitter:libtree-sitter-dev; do
    src=${s%%:*}; bin=${s#*:}
    ls -d "$deps/$src"-*/ >/dev/null 2>&1 && continue
    v=$(dpkg-query -W -f='${Version}' "$bin" 2>/dev/null || true)
    (cd "$deps" && { [ -n "$v" ] && apt-get source -q "$src=$v" >/dev/null 2>&1 || apt-get source -q "$src" >/dev/null; })
  done
fi
