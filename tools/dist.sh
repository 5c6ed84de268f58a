#!/bin/sh
# dist.sh BUILD BUILD_WIN BUILD_MUSL OUT — what `make dist` puts in OUT
# (dist/): the Debian package (CPack, from BUILD), skellint.exe for Windows
# x64 (from BUILD_WIN, make windows), the static Linux x64 program as
# skellint-<v>-linux-x64.tar.gz (from BUILD_MUSL, make static;
# tools/linux_tarball.sh), both VS Code packages (make vsix-platforms, in
# BUILD), the versioned source tarball of the committed tree (git archive,
# with a .commit file so that a build from it knows its commit), and
# SHA256SUMS over every other file of OUT (checked before it ends).
# docs/install.md says how to install each.
set -eu
build=$1 win=$2 musl=$3 out=$4
src=$(cd "$(dirname "$0")/.." && pwd)
v=$(sed -n 's/^project(skellint VERSION \([0-9.]*\).*/\1/p' "$src/CMakeLists.txt")
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$build" && cpack -G DEB -B "$tmp/deb" >"$tmp/cpack.log" 2>&1) || { cat "$tmp/cpack.log"; exit 1; }
mv "$tmp"/deb/skellint_*.deb "$out/"
cp "$win/skellint.exe" "$out/skellint-$v-windows-x64.exe"
"$src/tools/linux_tarball.sh" "$musl/skellint" "$v" "$out" >/dev/null
for t in linux-x64 win32-x64; do
  cp "$build/skellint-$t-$v.vsix" "$out/"
done
commit=$(git -C "$src" rev-parse --short=12 HEAD)
if [ -n "$(git -C "$src" status --porcelain --untracked-files=no)" ]; then
  echo "dist: note: the tarball is the last commit ($commit); uncommitted changes are not in it" >&2
fi
git -C "$src" archive --format=tar.gz --prefix="skellint-$v/" \
  --add-virtual-file="skellint-$v/.commit:$commit
" -o "$out/skellint-$v.tar.gz" HEAD
(cd "$out" && sha256sum -- * > SHA256SUMS)
# Every file is in SHA256SUMS, and it checks.
for f in "$out"/*; do
  n=${f##*/}
  [ "$n" = SHA256SUMS ] && continue
  grep -q "  $n\$" "$out/SHA256SUMS" || { echo "dist: $n is not in SHA256SUMS" >&2; exit 1; }
done
(cd "$out" && sha256sum --quiet -c SHA256SUMS)
echo "dist: $out"
cat "$out/SHA256SUMS"
