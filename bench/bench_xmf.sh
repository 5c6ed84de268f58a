#!/bin/sh
# bench_xmf.sh SKELLINT BENCHDIR — skellint on a 30 MB XMF (100,000 vertices) against the
# floor `xmllint --noout` (a bare parse of the same bytes). Median of 5 runs.
set -eu
. "$(dirname "$0")/measure.sh"
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
f="$tmpdir/big.xmf"
"$dir/gen_xmf" 100000 > "$f"
against_xmllint "$bin" "$f" "XMF 100,000 vertices"
