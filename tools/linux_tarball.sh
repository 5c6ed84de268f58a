#!/bin/sh
# linux_tarball.sh SKELLINT VERSION OUT_DIR — the Linux x64 release archive
# (make dist; the GitHub Action of action.yml unpacks it):
# OUT_DIR/skellint-VERSION-linux-x64.tar.gz holding skellint-VERSION-linux-x64/
# with skellint (the static, stripped program of make static), its manual
# page, and COPYRIGHT: skellint's licence and those of what the program has
# linked in (libxml2, cJSON, tree-sitter, musl; Debian's copyright files of
# the packages they come from, when this machine has them). Owner, group
# and times are fixed, so the same inputs give the same bytes.
set -eu
sk=$1 v=$2 out=$3
src=$(cd "$(dirname "$0")/.." && pwd)
name=skellint-$v-linux-x64
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
d=$tmp/$name
mkdir -p "$d"
cp "$sk" "$d/skellint"
cp "$src/skellint.1" "$d/skellint.1"
{
  echo "skellint $v for Linux x64: one static program (musl), nothing else to install."
  echo
  cat "$src/tools/debian/copyright"
  for p in libxml2 libcjson1 libtree-sitter0 musl; do
    f=/usr/share/doc/$p/copyright
    [ -f "$f" ] || continue
    printf '\n\n==== linked in: %s (Debian package %s) ====\n\n' "$(dpkg-query -W -f='${source:Package} ${Version}' "$p" 2>/dev/null || echo "$p")" "$p"
    cat "$f"
  done
} > "$d/COPYRIGHT"
chmod 755 "$d" "$d/skellint"
chmod 644 "$d/skellint.1" "$d/COPYRIGHT"
mkdir -p "$out"
t=$(git -C "$src" log -1 --format=%ct 2>/dev/null || echo 0)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$t" -C "$tmp" -cf - "$name" | gzip -9n > "$out/$name.tar.gz"
echo "$out/$name.tar.gz"
