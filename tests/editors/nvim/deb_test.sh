#!/bin/sh
# deb_test.sh BUILD_DIR — the Neovim plugin of the Debian package
# works with no set-up call (nvim/deb.test.lua): the .deb (CPack, as make
# dist makes it) unpacked in a scratch root, Neovim started as a user's
# would be with that root in the system's place — its usr/share/nvim/site
# on the runtimepath (XDG_DATA_DIRS), its usr/lib/nvim too (as /usr/lib/nvim
# is), its usr/bin on PATH — and no user configuration (-u NORC: plugins
# load). Three runs: auto set-up, vim.g.skellint_auto_setup = false, and the
# package without its binary and parsers. Skips (77) without nvim, cpack
# or dpkg-deb.
set -u
build=$1
root=$(cd "$(dirname "$0")/../../.." && pwd)
for t in nvim cpack dpkg-deb; do
  command -v $t >/dev/null 2>&1 || { echo "SKIP: no $t (apt-get install neovim dpkg-dev cmake)"; exit 77; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$build" && cpack -G DEB -B "$tmp/pkg" >"$tmp/cpack.log" 2>&1) || { cat "$tmp/cpack.log"; echo "FAIL: cpack"; exit 1; }
deb=$(ls "$tmp"/pkg/skellint_*.deb 2>/dev/null | head -n 1)
[ -n "$deb" ] || { echo "FAIL: no .deb"; exit 1; }
dpkg-deb -x "$deb" "$tmp/root"
mkdir -p "$tmp/work" "$tmp/home" "$tmp/etc"
cp "$root/tests/editors/fixtures/broken.xsf" "$root/tests/editors/fixtures/samples/bones.bon" "$tmp/work/"
failures=0
run() { # MODE [nvim arguments]
  mode=$1; shift
  out=$(ROOT=$tmp/root WORK=$tmp/work MODE=$mode HOME=$tmp/home XDG_CONFIG_HOME=$tmp/home XDG_DATA_HOME=$tmp/home \
    XDG_STATE_HOME=$tmp/home XDG_CACHE_HOME=$tmp/home XDG_CONFIG_DIRS=$tmp/etc XDG_DATA_DIRS=$tmp/root/usr/share \
    PATH=$tmp/root/usr/bin:/usr/bin:/bin \
    timeout 90 nvim --headless -u NORC -n --cmd "set runtimepath+=$tmp/root/usr/lib/nvim" "$@" \
    -c "luafile $root/tests/editors/nvim/deb.test.lua" 2>&1)
  rc=$?
  printf '%s\n' "$out"
  case $rc:$out in 0:*"ok: "*) ;; *) echo "FAIL: $mode (nvim exit $rc)"; failures=$((failures + 1)) ;; esac
}
run auto
run off --cmd 'let g:skellint_auto_setup = v:false'
rm -f "$tmp/root/usr/bin/skellint" "$tmp/root/usr/lib/nvim/parser/"*.so
run missing
[ $failures -eq 0 ] || exit 1
