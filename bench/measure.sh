# measure.sh — sourced by bench scripts: `measure RUNS CMD…` prints
# "median_seconds peak_rss_kib" over RUNS runs (GNU time; exit status ignored).
measure() {
  runs=$1; shift
  : > "$tmpdir/times"
  peak=0
  i=0
  while [ $i -lt "$runs" ]; do
    /usr/bin/time -f '%e %M' -o "$tmpdir/one" "$@" >/dev/null 2>&1 || true
    read -r t m < "$tmpdir/one" || true
    # GNU time writes "Command exited with non-zero status" first when rc != 0.
    if ! echo "$t" | grep -qE '^[0-9.]+$'; then read -r t m <<EOT
$(tail -1 "$tmpdir/one")
EOT
    fi
    echo "$t" >> "$tmpdir/times"
    [ "$m" -gt "$peak" ] && peak=$m
    i=$((i + 1))
  done
  med=$(sort -n "$tmpdir/times" | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}')
  echo "$med $peak"
}

# wall RUNS CMD… — median wall-clock seconds over RUNS runs (date +%s%N:
# for commands that take milliseconds, below GNU time's 10 ms resolution).
wall() {
  runs=$1; shift
  : > "$tmpdir/wall"
  i=0
  while [ $i -lt "$runs" ]; do
    a=$(date +%s%N); "$@" >/dev/null 2>&1 || true; z=$(date +%s%N)
    echo $(( (z - a) / 1000 )) >> "$tmpdir/wall"
    i=$((i + 1))
  done
  sort -n "$tmpdir/wall" | awk '{a[NR]=$1} END {printf "%.4f", ((NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2) / 1e6}'
}

# against_xmllint SKELLINT FILE LABEL — skellint check of an XML file beside
# the floor `xmllint --noout` on the same bytes, median of 5 runs each;
# prints both, the time ratio and the memory as a multiple of the file.
against_xmllint() {
  sk=$1; file=$2; label=$3
  size=$(stat -c %s "$file")
  "$sk" check "$file" > "$tmpdir/out" || { echo "skellint reported problems on the generated file:"; head "$tmpdir/out"; }
  set -- $(measure 5 "$sk" check "$file"); st=$1; sm=$2
  set -- $(measure 5 xmllint --noout "$file"); xt=$1; xm=$2
  awk -v label="$label" -v size="$size" -v st="$st" -v sm="$sm" -v xt="$xt" -v xm="$xm" 'BEGIN {
    printf "%s, %.1f MB\n", label, size / 1e6
    printf "  %-22s %8s s  %8.1f MB peak\n", "skellint check", st, sm / 1024
    printf "  %-22s %8s s  %8.1f MB peak\n", "xmllint --noout", xt, xm / 1024
    printf "  time ratio %.2fx (target <= 1.5x), memory %.2fx the file (target <= 4x)\n", st / xt, sm * 1024 / size
  }'
}
