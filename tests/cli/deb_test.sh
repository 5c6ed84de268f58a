#!/bin/sh
# deb_test.sh BUILD_DIR — the Debian package (CPack, make dist): it builds,
# declares its library dependencies, holds the binary, the manual page, the
# completions and the Neovim plugin under /usr, and the binary it holds
# checks examples/ and names its version and commit. The package is
# unpacked (dpkg-deb -x), not installed: installing would change the
# machine for everything else running on it (docs/install.md shows
# `apt install ./skellint_*.deb`). Skips (77) without dpkg-deb or
# dpkg-shlibdeps (apt-get install dpkg-dev).
set -u
build=$1
src=$(cd "$(dirname "$0")/../.." && pwd)
for t in dpkg-deb dpkg-shlibdeps cpack; do
  command -v $t >/dev/null 2>&1 || { echo "SKIP: no $t (tools/setup.sh --dist)"; exit 77; }
done
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

(cd "$build" && cpack -G DEB -B "$tmp/pkg" >"$tmp/cpack.log" 2>&1) || { fail "cpack"; cat "$tmp/cpack.log"; }
deb=$(ls "$tmp"/pkg/skellint_*_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || { echo "FAIL: no .deb"; exit 1; }
deps=$(dpkg-deb -f "$deb" Depends)
for d in libxml2 libcjson1 libtree-sitter0; do
  case $deps in *"$d"*) ;; *) fail "Depends lacks $d: $deps" ;; esac
done
dpkg-deb -x "$deb" "$tmp/root"
for f in usr/bin/skellint usr/share/man/man1/skellint.1 usr/share/bash-completion/completions/skellint \
         usr/share/zsh/site-functions/_skellint usr/share/fish/vendor_completions.d/skellint.fish \
         usr/share/nvim/site/plugin/skellint.lua usr/share/nvim/site/lua/skellint/init.lua \
         usr/share/nvim/site/ftplugin/xsf.vim usr/share/nvim/site/syntax/xsf.vim; do
  [ -f "$tmp/root/$f" ] || fail "not in the package: /$f"
done
sk=$tmp/root/usr/bin/skellint
"$sk" --version | grep -qE '^skellint [0-9.]+ \(commit ' || fail "--version of the packaged binary"
(cd "$src/examples" && NO_COLOR=1 "$sk" check --no-fold . >"$tmp/out" 2>&1); rc=$?
[ $rc = 1 ] || fail "the packaged binary checking examples/: exit $rc, expected 1"
grep -q '^Found [0-9]* problems' "$tmp/out" || { fail "no summary from examples/"; cat "$tmp/out"; }
if [ $failures -ne 0 ]; then echo "$failures assertion(s) failed"; exit 1; fi
echo "ok ($(basename "$deb"): $deps)"
