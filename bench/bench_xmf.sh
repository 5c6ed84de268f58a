#!/bin/sh
# bench_xmf.sh SKELLINT BENCHDIR — skellint on a 30 MB XMF (100,000 vertices) against the
# floor `xmllint --noout` (a bare parse of the same bytes). Median of 5 runs.
set -eu
. "$(dirname "$0")/measure.sh"
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
f="$tmpdir/big.xmf"
"$dir/gen_xmf" 100000 > "$f"
size=$(stat -c %s "$f")
"$bin" check "$f" > "$tmpdir/out" || { echo "skellint reported problems on the generated file:"; head "$tmpdir/out"; }
set -- $(measure 5 "$bin" check "$f"); st=$1; sm=$2
set -- $(measure 5 xmllint --noout "$f"); xt=$1; xm=$2
awk -v size="$size" -v st="$st" -v sm="$sm" -v xt="$xt" -v xm="$xm" 'BEGIN {
  printf "XMF 100,000 vertices, %.1f MB\n", size / 1e6
  printf "  %-22s %8s s  %8.1f MB peak\n", "skellint check", st, sm / 1024
  printf "  %-22s %8s s  %8.1f MB peak\n", "xmllint --noout", xt, xm / 1024
  printf "  time ratio %.2fx (target <= 1.5x), memory %.2fx the file (target <= 4x)\n", st / xt, sm * 1024 / size
}'
