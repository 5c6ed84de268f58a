#!/bin/sh
# bench_lsp.sh SKELLINT BENCHDIR — language-server latency: a 5 MB XSF
# (XML: re-parsed whole on every edit) and a 5 MB LGW model (tree-sitter:
# re-parsed incrementally from the kept tree) opened in `skellint lsp`,
# 200 single-character edits one after another, time from each didChange
# to its publishDiagnostics (median, p95), with debounce disabled and (XSF)
# with the default debounce (150 ms). Target: p95 <= 50 ms with debounce
# disabled. For scale, the time of `skellint check` on each whole file.
set -eu
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
"$dir/gen_xsf" 15500 > "$tmpdir/big.xsf"
"$dir/gen_lgw" 5000000 > "$tmpdir/big.txt"
for f in "$tmpdir/big.xsf" "$tmpdir/big.txt"; do
  "$dir/lsp_latency" "$bin" "$f" 200 0
  start=$(date +%s%N); "$bin" check --no-config "$f" >/dev/null; end=$(date +%s%N)
  echo "  skellint check $(basename "$f"): $(( (end - start) / 1000000 )) ms"
done
"$dir/lsp_latency" "$bin" "$tmpdir/big.xsf" 200 150
