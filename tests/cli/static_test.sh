#!/bin/sh
# static_test.sh SKELLINT STATIC — the static Linux program (make static:
# build-musl/skellint, musl) is what the linux-x64 .vsix and tarball ship:
# `file` says statically linked and stripped; its threads get glibc's 8 MiB
# of stack (PT_GNU_STACK); and in an empty root — a folder holding only the
# program and tests/cases, entered with chroot (as root, or in a user
# namespace with unshare -r), with an empty environment — every case gives
# the same findings (--format json, byte for byte, and the exit code) as
# SKELLINT, the glibc build, in one run per case folder (each case with
# .args in its own), Shift_JIS .bon files included. Without a way into a
# chroot it runs with env -i and says so. Skips (77) when STATIC is not
# built.
set -u
native=$1 static=$2
case $native in /*) ;; *) native=$(pwd)/$native ;; esac
case $static in /*) ;; *) static=$(pwd)/$static ;; esac
src=$(cd "$(dirname "$0")/../.." && pwd)
[ -x "$static" ] || { echo "SKIP: no static program at $static (make static)"; exit 77; }
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
if command -v file >/dev/null 2>&1; then
  what=$(file -b "$static")
  case $what in *"statically linked"*) ;; *) fail "not statically linked: $what" ;; esac
  case $what in *"not stripped"*) fail "not stripped: $what" ;; *stripped*) ;; *) fail "not stripped: $what" ;; esac
fi
if command -v readelf >/dev/null 2>&1; then
  readelf -lW "$static" | grep GNU_STACK | grep -q ' 0x800000 ' || fail "PT_GNU_STACK does not ask for 8 MiB of thread stack"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
r=$tmp/root
mkdir -p "$r"
cp "$static" "$r/skellint"
cp -r "$src/tests/cases" "$r/cases"
# Left out: a case that names /etc/hostname as a file outside the project;
# in the chroot the project (the working folder) is / and holds it.
rm "$r/cases/cal3dcfg/SK110-SK474-parts-outside-the-folder.cfg"
# And one whose --working-folder .. is the folder above the root: outside
# the project natively ("outside", whether or not it exists: issue 32), /
# itself in the chroot.
rm "$r/cases/cal3dwork/ok-working-folder-given.cfg" "$r/cases/cal3dwork/ok-working-folder-given.args"
if [ "$(id -u)" -eq 0 ] && command -v chroot >/dev/null 2>&1; then
  how="chroot"
  chroot=$(command -v chroot)
  run_static() { env -i NO_COLOR=1 "$chroot" "$r" /skellint "$@"; }
elif command -v unshare >/dev/null 2>&1 && unshare -r chroot "$r" /skellint --version >/dev/null 2>&1; then
  how="unshare -r chroot"
  unshare=$(command -v unshare) chroot=$(command -v chroot)
  run_static() { env -i NO_COLOR=1 "$unshare" -r "$chroot" "$r" /skellint "$@"; }
else
  how="env -i (no chroot here: not root, no user namespaces)"
  run_static() { (cd "$r" && env -i NO_COLOR=1 ./skellint "$@"); }
fi
run_static --version | grep -q '^skellint ' || fail "the static program does not start in the empty root ($how)"
a=$tmp/a b=$tmp/b runs=0
compare() { # WORDS... — paths relative to the root
  (cd "$r" && NO_COLOR=1 "$native" check --no-fold --format json "$@" >"$a" 2>"$a.err"; echo "exit $?" >>"$a")
  run_static check --no-fold --format json "$@" >"$b" 2>"$b.err"; echo "exit $?" >>"$b"
  runs=$((runs + 1))
  # stdout and stderr apart: the C libraries flush stdout at other points
  if ! cmp -s "$a" "$b" || ! cmp -s "$a.err" "$b.err"; then
    fail "different findings: $*"
    diff -u "$a" "$b" | cut -c1-300 | head -20
    diff -u "$a.err" "$b.err" | cut -c1-300 | head -20
  fi
}
for dir in "$r"/cases/*/; do
  dir=${dir%/}
  rel=cases/${dir##*/}
  set --
  for input in "$dir"/*; do
    [ -f "$input" ] || continue
    file=${input##*/}
    case $file in *.expected|*.args|*.md) continue ;; esac
    stem=${file%.*}
    if [ -f "$dir/$stem.args" ]; then
      set -f
      # shellcheck disable=SC2046
      compare "$rel/$file" $(head -n 1 "$dir/$stem.args")
      set +f
    else
      set -- "$@" "$rel/$file"
    fi
  done
  [ $# -gt 0 ] && compare "$@"
done
[ $failures -eq 0 ] || { echo "$failures failure(s)"; exit 1; }
echo "ok: static, stripped; $runs runs in an empty root ($how) give the glibc build's findings"
