#!/bin/sh
# bench_lsp.sh SKELLINT BENCHDIR — language-server latency as an editor
# drives it (incremental sync, one keystroke at a time, each waiting for its
# publishDiagnostics): a 5 MB XSF (XML: an edit inside one BONE re-reads
# only that element), a 5 MB LGW model, a 5 MB BonesPro structure and the
# largest legal .bon (9,998 joints; tree-sitter: re-parsed incrementally
# from the kept tree; its Shift_JIS sent as UTF-8, as an editor decodes
# it) and a 100 KB XSF, opened in
# `skellint lsp`, 200 single-character edits, time from each didChange to
# its publishDiagnostics (median, p95) — with default settings (the
# adaptive schedule of lsp/session/schedule.h) and with `debounce: 0`.
# On the 5 MB XSF, also 5 bursts of 30 keystrokes 20 ms apart, not
# waiting: checks per burst, and the last publish after the last keystroke.
# A 6.4 MB Dash JSON skeleton (28,000 bones; cJSON: an edit inside one bone
# object re-parses only that object) too.
# LSP_LATENCY_EACH=1 prints each edit's latency (insert/delete) to stderr.
# Targets (issue 16), default settings: p95 <= 60 ms on the 5 MB files and the .bon,
# <= 100 ms on the Dash JSON, <= 10 ms on the 100 KB XSF. For scale, the time of `skellint check` on
# each whole file.
set -eu
bin=$1; dir=$2
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
"$dir/gen_xsf" 15500 > "$tmpdir/big.xsf"
"$dir/gen_xsf" 300 > "$tmpdir/small.xsf"
"$dir/gen_lgw" 5000000 > "$tmpdir/big.txt"
"$dir/gen_bonespro" 5000000 > "$tmpdir/bonespro.txt"
"$dir/gen_dashjson" 28000 > "$tmpdir/dash.json"
"$dir/gen_bon" 9998 | iconv -f CP932 -t UTF-8 > "$tmpdir/big.bon"
for f in "$tmpdir/big.xsf" "$tmpdir/big.txt" "$tmpdir/bonespro.txt" "$tmpdir/big.bon" "$tmpdir/dash.json" "$tmpdir/small.xsf"; do
  burst=; [ "$f" = "$tmpdir/big.xsf" ] && burst=burst
  "$dir/lsp_latency" "$bin" "$f" 200 default $burst
  "$dir/lsp_latency" "$bin" "$f" 200 0 $burst
  start=$(date +%s%N); "$bin" check --no-config "$f" >/dev/null || true; end=$(date +%s%N)
  echo "  skellint check $(basename "$f"): $(( (end - start) / 1000000 )) ms"
done
