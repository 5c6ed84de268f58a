#!/bin/sh
# bench_lsp.sh SKELLINT BENCHDIR — language-server latency: a 5 MB XSF
# opened in `skellint lsp`, 200 single-character edits one after another,
# time from each didChange to its publishDiagnostics (median, p95), with
# debounce disabled and with the default debounce (150 ms). Target: p95
# <= 50 ms with debounce disabled.
set -eu
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
f="$tmpdir/big.xsf"
"$dir/gen_xsf" 15500 > "$f"
"$dir/lsp_latency" "$bin" "$f" 200 0
"$dir/lsp_latency" "$bin" "$f" 200 150
