#!/bin/sh
# bench_json_stream.sh SKELLINT [BENCHDIR] — the streamed reports (issue
# 16): `check --format json` (and sarif, gitlab, junit) over 100 generated
# XSF files of 1,000 findings each against the same over one of them alone,
# at the default -j; then the same 100 files with one of 20,000 findings
# among them, against that file alone. Peak RSS (GNU time); median time of
# 3 runs. Target: the run over many files peaks under twice the run over
# its largest file.
set -eu
. "$(dirname "$0")/measure.sh"
bin=$1
here=$(cd "$(dirname "$0")" && pwd)
tmpdir=$(mktemp -d); trap 'rm -rf "$tmpdir"' EXIT
mkdir "$tmpdir/many"
sh "$here/gen_findings.sh" 1000 > "$tmpdir/one.xsf"
i=0
while [ $i -lt 100 ]; do cp "$tmpdir/one.xsf" "$tmpdir/many/f$(printf %03d $i).xsf"; i=$((i + 1)); done
"$bin" check --no-config --format json "$tmpdir/many" > "$tmpdir/report" 2>/dev/null || true
echo "100 XSF files of 1,000 findings each ($(du -sb "$tmpdir/many" | cut -f1) bytes, report $(wc -c < "$tmpdir/report") bytes), -j $(nproc)"
status=0
row() { # FORMAT LABEL ONE MANY
  set -- "$1" "$2" $(measure 3 "$bin" check --no-config --format "$1" "$3") \
    $(measure 3 "$bin" check --no-config --format "$1" "$4")
  awk -v f="$1" -v what="$2" -v t1="$3" -v m1="$4" -v tn="$5" -v mn="$6" 'BEGIN {
    printf "  --format %-7s %-22s %6s s %7.1f MB | all %6s s %7.1f MB | %.2fx %s\n",
      f, what, t1, m1 / 1024, tn, mn / 1024, mn / m1, (mn < 2 * m1 ? "(under 2x)" : "(OVER 2x)")
  }'
  [ "$6" -lt $(($4 * 2)) ] || status=1
}
for f in json sarif gitlab junit; do row $f "largest (1,000)" "$tmpdir/one.xsf" "$tmpdir/many"; done
sh "$here/gen_findings.sh" 20000 > "$tmpdir/big.xsf"
cp "$tmpdir/big.xsf" "$tmpdir/many/f050b.xsf"
echo "the same and one file of 20,000 findings ($(wc -c < "$tmpdir/big.xsf") bytes)"
for f in json sarif gitlab junit; do row $f "largest (20,000)" "$tmpdir/big.xsf" "$tmpdir/many"; done
# Reported, not fatal: make bench runs every bench.
[ $status -eq 0 ] || echo "  some run peaked over twice its largest file alone"
