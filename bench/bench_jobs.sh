#!/bin/sh
# bench_jobs.sh SKELLINT BENCHDIR — `skellint check -j 1` against `-j 2` on
# a tree of 2,000 XSF files (150 bones each), and that both print the same
# report. Median of 5 runs.
set -eu
. "$(dirname "$0")/measure.sh"
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
tree="$tmpdir/tree"
"$dir/gen_xsf" 150 > "$tmpdir/one.xsf"
i=0
while [ $i -lt 2000 ]; do
  d="$tree/d$((i % 40))"
  [ -d "$d" ] || mkdir -p "$d"
  cp "$tmpdir/one.xsf" "$d/s$i.xsf"
  i=$((i + 1))
done
size=$(du -sb "$tree" | cut -f1)
"$bin" check -j 1 "$tree" > "$tmpdir/j1" || true
"$bin" check -j 2 "$tree" > "$tmpdir/j2" || true
cmp -s "$tmpdir/j1" "$tmpdir/j2" || { echo "-j 1 and -j 2 reports differ"; exit 1; }
set -- $(measure 5 "$bin" check -j 1 "$tree"); t1=$1; m1=$2
set -- $(measure 5 "$bin" check -j 2 "$tree"); t2=$1; m2=$2
awk -v size="$size" -v t1="$t1" -v m1="$m1" -v t2="$t2" -v m2="$m2" -v cores="$(nproc)" 'BEGIN {
  printf "2,000 XSF files (%.1f MB), %d cores\n", size / 1e6, cores
  printf "  %-22s %8s s  %8.1f MB peak\n", "skellint check -j 1", t1, m1 / 1024
  printf "  %-22s %8s s  %8.1f MB peak\n", "skellint check -j 2", t2, m2 / 1024
  printf "  speed-up of -j 2: %.2fx (same report)\n", (t2 > 0 ? t1 / t2 : 0)
}'
