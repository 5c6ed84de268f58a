#!/bin/sh
# bench_bon.sh SKELLINT BENCHDIR — skellint on a generated RokDeBone2 .bon of
# 100,000 joints (Shift_JIS, CRLF) against the floor: bon_floor, a plain
# read of the same bytes. Also the largest file the format allows, 9,998
# joints (4-digit serials), which checks clean. Median of 5 runs; times
# are taken with date +%s%N (the floor takes milliseconds, below GNU time's
# 10 ms resolution), peak memory with GNU time.
set -eu
. "$(dirname "$0")/measure.sh"
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
for n in 100000 9998; do
  f="$tmpdir/big$n.bon"
  "$dir/gen_bon" $n > "$f"
  size=$(stat -c %s "$f")
  "$bin" check "$f" > "$tmpdir/out" 2>&1 || true
  found=$(tail -1 "$tmpdir/out"); [ -n "$found" ] || found="clean"
  set -- $(measure 1 "$bin" check "$f"); sm=$2
  set -- $(measure 1 "$dir/bon_floor" "$f"); fm=$2
  st=$(wall 5 "$bin" check "$f"); ft=$(wall 5 "$dir/bon_floor" "$f")
  awk -v n="$n" -v size="$size" -v st="$st" -v sm="$sm" -v ft="$ft" -v fm="$fm" -v found="$found" 'BEGIN {
    printf "bon %d joints, %.2f MB (%s)\n", n, size / 1e6, found
    printf "  %-22s %8s s  %8.1f MB peak\n", "skellint check", st, sm / 1024
    printf "  %-22s %8s s  %8.1f MB peak\n", "bon_floor (read)", ft, fm / 1024
    printf "  time ratio %.0fx (%+.3f s), peak memory %.1fx the floor, %.1fx the file\n",
      (ft > 0 ? st / ft : 0), st - ft, (fm > 0 ? sm / fm : 0), sm * 1024 / size
  }'
done
