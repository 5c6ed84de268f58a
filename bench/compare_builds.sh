#!/bin/sh
# compare_builds.sh BEFORE AFTER BENCHDIR — two skellint binaries on the same
# generated inputs, one run: for each format, the instructions `check`
# executes (valgrind's callgrind, user space: the same on a busy machine as
# on a quiet one, so a refactor's cost shows without timing noise) and the
# median user CPU of 5 runs each, taken in turns (before, after, before, …);
# then the language server's instructions for 50 single-character edits
# (debounce 0, each waiting for its publishDiagnostics) on a 1 MB XSF and a
# 0.5 MB LGW model; and its instructions for the editor features (hover,
# completion, highlight, references at 50 places, document symbols at 5:
# lsp_latency's "features") on the same two files; and, because
# callgrind sees neither page faults nor system time, the server's CPU
# (user + system) and minor page faults for the features, the median of 5
# runs each in turns. Not a test: numbers for bench/RESULTS.md.
set -eu
before=$1; after=$2; dir=$3
command -v valgrind >/dev/null || { echo "valgrind not found (apt-get install valgrind)"; exit 77; }
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
"$dir/gen_xsf" 10000 > "$tmpdir/skel.xsf"
"$dir/gen_xmf" 10000 > "$tmpdir/mesh.xmf"
"$dir/gen_bon" 9998 > "$tmpdir/joints.bon"
"$dir/gen_lgw" 2000000 > "$tmpdir/model.txt"
"$dir/gen_bonespro" 2000000 > "$tmpdir/bonespro.txt"
"$dir/gen_dashjson" 5000 > "$tmpdir/dash.json"
"$dir/gen_caf" plain 2 > "$tmpdir/anim.caf"
"$dir/gen_xsf" 3000 > "$tmpdir/edit.xsf"
"$dir/gen_lgw" 500000 > "$tmpdir/edit.txt"

# instructions CMD… — user-space instructions of CMD (callgrind's total).
instructions() {
  rm -f "$tmpdir"/cg.*
  valgrind --tool=callgrind --callgrind-out-file="$tmpdir/cg.%p" "$@" >/dev/null 2>&1 || true
  cat "$tmpdir"/cg.* | awk '/^summary:/ {s += $2} END {printf "%.0f\n", s}'
}
# cpu CMD… — user CPU seconds of one run.
cpu() {
  /usr/bin/time -f '%U' -o "$tmpdir/t" "$@" >/dev/null 2>&1 || true
  tail -1 "$tmpdir/t"
}
median() { sort -n | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

printf '%-28s %14s %14s %7s %9s %9s\n' "check --no-config" "instr before" "instr after" "Δ" "cpu bef" "cpu aft"
for f in skel.xsf mesh.xmf joints.bon model.txt bonespro.txt dash.json anim.caf; do
  p=$tmpdir/$f
  ib=$(instructions "$before" check --no-config "$p")
  ia=$(instructions "$after" check --no-config "$p")
  : > "$tmpdir/cb"; : > "$tmpdir/ca"
  for i in 1 2 3 4 5; do
    cpu "$before" check --no-config "$p" >> "$tmpdir/cb"
    cpu "$after" check --no-config "$p" >> "$tmpdir/ca"
  done
  awk -v f="$f ($(( $(stat -c %s "$p") / 1024 )) KiB)" -v b="$ib" -v a="$ia" \
      -v cb="$(median < "$tmpdir/cb")" -v ca="$(median < "$tmpdir/ca")" \
      'BEGIN { printf "%-28s %14.0f %14.0f %+6.2f%% %8.2fs %8.2fs\n", f, b, a, b ? (a - b) * 100 / b : 0, cb, ca }'
done

# The server: lsp_latency starts "$wrap lsp", and $wrap runs the binary under callgrind.
# server_rows TITLE MODE: a row per file of the server's instructions, before and after.
server_rows() {
  printf '\n%-28s %14s %14s %7s\n' "$1" "instr before" "instr after" "Δ"
  for f in edit.xsf edit.txt; do
    for side in before after; do
      eval bin=\$$side
      printf '#!/bin/sh\nexec valgrind --tool=callgrind --callgrind-out-file=%s/cg.%%p %s "$@" 2>/dev/null\n' "$tmpdir" "$bin" > "$tmpdir/wrap"
      chmod +x "$tmpdir/wrap"
      rm -f "$tmpdir"/cg.*
      "$dir/lsp_latency" "$tmpdir/wrap" "$tmpdir/$f" 50 "$2" >/dev/null 2>&1 || true
      sleep 1
      eval i_$side=$(cat "$tmpdir"/cg.* 2>/dev/null | awk '/^summary:/ {s += $2} END {printf "%.0f\n", s}')
    done
    awk -v f="$f ($(( $(stat -c %s "$tmpdir/$f") / 1024 )) KiB)" -v b="$i_before" -v a="$i_after" \
        'BEGIN { printf "%-28s %14.0f %14.0f %+6.2f%%\n", f, b, a, b ? (a - b) * 100 / b : 0 }'
  done
}
server_rows "lsp, 50 edits, debounce 0" 0
server_rows "lsp, editor features" features

# The features timed (the client's and the server's CPU, which lsp_latency
# waits for): a regression in memory, not in work, shows here only.
printf '\n%-28s %9s %9s %11s %11s\n' "lsp, editor features" "cpu bef" "cpu aft" "faults bef" "faults aft"
for f in edit.xsf edit.txt; do
  : > "$tmpdir/cpu.before"; : > "$tmpdir/cpu.after"; : > "$tmpdir/faults.before"; : > "$tmpdir/faults.after"
  for i in 1 2 3 4 5; do
    for side in before after; do
      eval bin=\$$side
      /usr/bin/time -f '%U %S %R' -o "$tmpdir/t" "$dir/lsp_latency" "$bin" "$tmpdir/$f" 50 features >/dev/null 2>&1 || true
      tail -1 "$tmpdir/t" | awk '{print $1 + $2}' >> "$tmpdir/cpu.$side"
      tail -1 "$tmpdir/t" | awk '{print $3}' >> "$tmpdir/faults.$side"
    done
  done
  printf '%-28s %8.2fs %8.2fs %11s %11s\n' "$f" "$(median < "$tmpdir/cpu.before")" \
    "$(median < "$tmpdir/cpu.after")" "$(median < "$tmpdir/faults.before")" "$(median < "$tmpdir/faults.after")"
done
