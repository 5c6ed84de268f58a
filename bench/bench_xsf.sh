#!/bin/sh
# bench_xsf.sh SKELLINT BENCHDIR — skellint on a 100,000-bone XSF against the
# floor `xmllint --noout` (a bare parse of the same bytes). Median of 5 runs.
set -eu
. "$(dirname "$0")/measure.sh"
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
f="$tmpdir/big.xsf"
"$dir/gen_xsf" 100000 > "$f"
against_xmllint "$bin" "$f" "XSF 100,000 bones"
