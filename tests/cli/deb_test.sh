#!/bin/sh
# deb_test.sh BUILD_DIR — the Debian package (CPack, make dist): it builds,
# declares its library dependencies, holds the binary (stripped), the
# manual page (gzipped), the completions, the Neovim plugin with the
# grammars' parsers and queries, the machine-readable copyright file and
# changelog.Debian.gz whose first entry is the package's version, under
# /usr with sane permissions; lintian accepts it (no error, no warning;
# skipped with a message when lintian is not installed); and the binary it
# holds checks examples/ and names its version and commit. The package is
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
for f in usr/bin/skellint usr/share/man/man1/skellint.1.gz usr/share/bash-completion/completions/skellint \
         usr/share/zsh/site-functions/_skellint usr/share/fish/vendor_completions.d/skellint.fish \
         usr/share/nvim/site/plugin/skellint.lua usr/share/nvim/site/lua/skellint/init.lua \
         usr/share/nvim/site/ftplugin/xsf.vim usr/share/nvim/site/syntax/xsf.vim \
         usr/lib/nvim/parser/bon.so usr/lib/nvim/parser/bonespro.so usr/lib/nvim/parser/lgw.so \
         usr/share/nvim/site/queries/bon/highlights.scm usr/share/nvim/site/queries/lgw/highlights.scm \
         usr/share/nvim/site/queries/bonespro/highlights.scm \
         usr/share/doc/skellint/copyright usr/share/doc/skellint/changelog.Debian.gz; do
  [ -f "$tmp/root/$f" ] || fail "not in the package: /$f"
done
[ ! -e "$tmp/root/usr/share/man/man1/skellint.1" ] || fail "the manual page is not gzipped"
# Maintainer, version, copyright and changelog.
maint=$(dpkg-deb -f "$deb" Maintainer)
case $maint in *@localhost*|"") fail "Maintainer: '$maint'" ;; esac
version=$(dpkg-deb -f "$deb" Version)
cmake_v=$(sed -n 's/^project(skellint VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")
case $version in "$cmake_v"-*) ;; *) fail "package version $version is not CMakeLists' $cmake_v with a Debian revision" ;; esac
top=$(zcat "$tmp/root/usr/share/doc/skellint/changelog.Debian.gz" | sed -n '1s/^skellint (\([^)]*\)).*/\1/p')
[ "$top" = "$version" ] || fail "changelog.Debian.gz's first entry is $top, the package is $version (tools/debian/changelog)"
head -n 1 "$tmp/root/usr/share/doc/skellint/copyright" | grep -q '^Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' ||
  fail "the copyright file is not machine-readable (DEP-5)"
# Stripped binaries, and permissions: 755 programs and folders, 644 the rest, all root's.
for f in usr/bin/skellint usr/lib/nvim/parser/bon.so; do
  file -b "$tmp/root/$f" 2>/dev/null | grep -q 'not stripped' && fail "/$f is not stripped"
done
dpkg-deb -c "$deb" | awk '$2 != "root/root" { print "owner: " $0 }
  $1 ~ /^d/ && $1 != "drwxr-xr-x" { print "folder mode: " $0 }
  $1 ~ /^-/ && $6 ~ /usr\/bin\// && $1 != "-rwxr-xr-x" { print "program mode: " $0 }
  $1 ~ /^-/ && $6 !~ /usr\/bin\// && $1 != "-rw-r--r--" { print "file mode: " $0 }' >"$tmp/modes"
[ -s "$tmp/modes" ] && { fail "ownership or permissions in the package:"; cat "$tmp/modes"; }
# lintian (its default: errors and warnings): none of either.
if command -v lintian >/dev/null 2>&1; then
  lintian --no-cfg "$deb" 2>&1 | grep -v "running with root privileges" >"$tmp/lintian"
  cat "$tmp/lintian"
  grep -Eq '^[EW]: ' "$tmp/lintian" && fail "lintian reports errors or warnings (above)"
else
  echo "note: lintian is not installed (apt-get install lintian): the package is not linted"
fi
sk=$tmp/root/usr/bin/skellint
"$sk" --version | grep -qE '^skellint [0-9.]+ \(commit ' || fail "--version of the packaged binary"
(cd "$src/examples" && NO_COLOR=1 "$sk" check --no-fold . >"$tmp/out" 2>&1); rc=$?
[ $rc = 1 ] || fail "the packaged binary checking examples/: exit $rc, expected 1"
grep -q '^Found [0-9]* problems' "$tmp/out" || { fail "no summary from examples/"; cat "$tmp/out"; }
if [ $failures -ne 0 ]; then echo "$failures assertion(s) failed"; exit 1; fi
echo "ok ($(basename "$deb"): $deps)"
