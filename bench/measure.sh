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
