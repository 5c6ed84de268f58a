#!/bin/sh
# bench_inlay.sh SKELLINT BENCHDIR — inlay hints (a bone's name after every
# bone number) on large documents, as an editor asks for them: one screen
# (60 lines) at a time, at 200 places spread through the file, timed from
# the request to its answer (median, p95, max). A 5 MB XSF (PARENTID and
# CHILDID on every bone) and a 5 MB XMF (influences whose IDs name bones
# of another file: no skeleton bound here, so the work is the scan alone).
# Target (issue 27): a screen of the 5 MB XSF in under 10 ms.
set -eu
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
"$dir/gen_xsf" 15500 > "$tmpdir/big.xsf"
"$dir/gen_xmf" 20000 > "$tmpdir/big.xmf"
for f in "$tmpdir/big.xsf" "$tmpdir/big.xmf"; do
  "$dir/lsp_latency" "$bin" "$f" 200 inlay
done
