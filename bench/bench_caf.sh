#!/bin/sh
# bench_caf.sh SKELLINT BENCHDIR — skellint on a generated 30 MB binary Cal3D
# animation (CAF, 100 tracks; gen_caf) against the floor: bon_floor, a plain
# read of the same bytes. Two files: plain 32-byte keyframes (version 1000,
# ~940,000 keyframes) and mainline's compressed 12-byte ones (version 1100).
# Both check clean. Times are the median of 5 wall-clock runs, memory the
# peak resident set (GNU time). Targets (issue 17): at most 2x the floor's
# time, at most 2x the file's size in memory.
set -eu
. "$(dirname "$0")/measure.sh"
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
for kind in plain compressed; do
  f="$tmpdir/big-$kind.caf"
  "$dir/gen_caf" $kind 30 > "$f"
  size=$(stat -c %s "$f")
  "$bin" check "$f" > "$tmpdir/out" 2>&1 || { echo "skellint reported problems on the generated file:"; head -5 "$tmpdir/out"; }
  # Warm the page cache, then measure.
  cat "$f" > /dev/null
  set -- $(measure 3 "$bin" check "$f"); sm=$2
  set -- $(measure 3 "$dir/bon_floor" "$f"); fm=$2
  st=$(wall 5 "$bin" check "$f"); ft=$(wall 5 "$dir/bon_floor" "$f")
  awk -v kind="$kind" -v size="$size" -v st="$st" -v sm="$sm" -v ft="$ft" -v fm="$fm" 'BEGIN {
    printf "CAF %s keyframes, %.1f MB\n", kind, size / 1e6
    printf "  %-22s %8s s  %8.1f MB peak\n", "skellint check", st, sm / 1024
    printf "  %-22s %8s s  %8.1f MB peak\n", "bon_floor (read)", ft, fm / 1024
    printf "  time ratio %.2fx (target <= 2x), memory %.2fx the file (target <= 2x)\n",
      (ft > 0 ? st / ft : 0), sm * 1024 / size
  }'
done
