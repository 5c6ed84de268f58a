#!/bin/sh
# bench_windows.sh SKELLINT BENCHDIR — for information (issue 26): the
# Windows skellint.exe (make windows) under Wine beside the Linux binary on
# the same inputs: start-up, examples/, the 100,000-bone XSF and the
# 100,000-vertex XMF of bench_xsf.sh and bench_xmf.sh. Median of 5 runs
# (wall clock). Wine's own start-up is part of every .exe figure. Skips when
# wine64 or the .exe (SKELLINT_WINDOWS_EXE, default build-win/skellint.exe)
# is missing.
set -eu
. "$(dirname "$0")/measure.sh"
bin=$1; dir=$2
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
case $dir in /*) ;; *) dir=$(pwd)/$dir ;; esac
src=$(cd "$(dirname "$0")/.." && pwd)
exe=${SKELLINT_WINDOWS_EXE:-$src/build-win/skellint.exe}
wine=${WINE:-/usr/lib/wine/wine64}
if [ ! -x "$wine" ] || [ ! -f "$exe" ]; then
  echo "Windows .exe under Wine: skipped (no $wine or no $exe; make windows)"
  exit 0
fi
export WINEDEBUG=-all
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
"$dir/gen_xsf" 100000 > "$tmpdir/big.xsf"
"$dir/gen_xmf" 100000 > "$tmpdir/big.xmf"
"$wine" "$exe" --version >/dev/null 2>&1 || true # Wine's first start (prefix, wineserver)
row() { # LABEL ARGS…
  label=$1; shift
  l=$(wall 5 "$bin" "$@")
  w=$(wall 5 "$wine" "$exe" "$@")
  awk -v label="$label" -v l="$l" -v w="$w" 'BEGIN { printf "  %-34s %8.3f s  %8.3f s  %6.1f×\n", label, l, w, w / l }'
}
echo "Windows skellint.exe under Wine vs the Linux binary (median of 5, wall clock)"
printf "  %-34s %10s  %10s  %7s\n" "" "Linux" "Wine" "ratio"
row "skellint --version (start-up)" --version
(cd "$src/examples" && row "check examples/ (5 files)" check --no-fold .)
(cd "$src/tests/cases" && row "check tests/cases/ (every case)" check --no-fold .)
(cd "$tmpdir" && row "check XSF 100,000 bones" check big.xsf)
(cd "$tmpdir" && row "check XMF 100,000 vertices" check big.xmf)
