#!/bin/sh
# bench_lgw.sh SKELLINT BENCHDIR — skellint on a 40 MB LGW model with WVERTS
# (bench/gen_lgw.c) against the floor bench/floor_lgw_bonespro.c, which reads
# the same file and strtods every number in it. Median of 5 runs.
# Targets (issue 4): time <= 3x the floor, peak memory <= 4x the file size.
set -eu
. "$(dirname "$0")/measure.sh"
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
f="$tmpdir/big.txt"
"$dir/gen_lgw" 40000000 > "$f"
size=$(stat -c %s "$f")
"$bin" check "$f" > "$tmpdir/out" || { echo "skellint reported problems on the generated file:"; head "$tmpdir/out"; }
set -- $(measure 5 "$bin" check "$f"); st=$1; sm=$2
set -- $(measure 5 "$dir/floor_lgw_bonespro" "$f"); ft=$1; fm=$2
awk -v size="$size" -v st="$st" -v sm="$sm" -v ft="$ft" -v fm="$fm" 'BEGIN {
  printf "LGW model with WVERTS, %.1f MB\n", size / 1e6
  printf "  %-26s %8s s  %8.1f MB peak\n", "skellint check", st, sm / 1024
  printf "  %-26s %8s s  %8.1f MB peak\n", "floor (read + strtod all)", ft, fm / 1024
  printf "  time ratio %.2fx (target <= 3x), memory %.2fx the file (target <= 4x)\n", st / ft, sm * 1024 / size
}'
