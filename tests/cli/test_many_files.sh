#!/bin/sh
# Many files: -j N gives the same report as -j 1; --files-from FILE|-;
# --shard K/N splits the files into disjoint shards that cover them all;
# --max-warnings, --exit-zero, --statistics, --quiet; '-' with
# --stdin-filename.
. "$(dirname "$0")/lib.sh"
R=$FIX/repo
mkdir -p "$TMP/tree"
cd "$TMP/tree"
i=0
while [ $i -lt 40 ]; do
  mkdir -p d$((i % 7))
  cp "$R/numchilds.xsf" d$((i % 7))/s$i.xsf
  cp "$FIX/warning.xsf" d$((i % 7))/w$i.xsf
  cp "$FIX/clean.xsf" d$((i % 7))/c$i.xsf
  i=$((i + 1))
done
echo "not a skeleton" > d0/notes.txt

"$SK" check -j 1 . > "$TMP/j1" 2>&1
"$SK" check -j 4 . > "$TMP/j4" 2>&1
"$SK" check -j 16 . > "$TMP/j16" 2>&1
"$SK" check . > "$TMP/jdefault" 2>&1
cmp -s "$TMP/j1" "$TMP/j4" || { fail "-j 4 differs from -j 1"; diff "$TMP/j1" "$TMP/j4" | head; }
cmp -s "$TMP/j1" "$TMP/j16" || fail "-j 16 differs from -j 1"
cmp -s "$TMP/j1" "$TMP/jdefault" || fail "the default -j differs from -j 1"
"$SK" check -j 4 --format json . > "$TMP/json4"
"$SK" check -j 1 --format json . > "$TMP/json1"
cmp -s "$TMP/json1" "$TMP/json4" || fail "JSON differs between -j 1 and -j 4"
run "$SK" check -j 0 .
expect_rc 2 "-j 0"

# --files-from: a file, and stdin.
printf 'd1/s1.xsf\n\nd2/w2.xsf\r\n' > list
run "$SK" check --files-from list
expect_out "d1/s1.xsf:"
expect_out "d2/w2.xsf:"
expect_out "in 2 files."
run sh -c "printf 'd3/c3.xsf\n' | '$SK' check --files-from -"
expect_rc 0 "--files-from - with a clean file"
run "$SK" check --files-from - - < /dev/null
expect_rc 2 "stdin twice"
expect_err "standard input can be read once"
printf 'd0/notes.txt\n' > list2
run "$SK" check --files-from list2
expect_rc 2 "a listed file must be a known format"
expect_err "unknown format"

# --shard: disjoint shards whose union is every file, the same on every run.
n1=$("$SK" check --format json --shard 1/3 . | sed 's/.*"files":\([0-9]*\)}/\1/')
n2=$("$SK" check --format json --shard 2/3 . | sed 's/.*"files":\([0-9]*\)}/\1/')
n3=$("$SK" check --format json --shard 3/3 . | sed 's/.*"files":\([0-9]*\)}/\1/')
[ $((n1 + n2 + n3)) = 120 ] || fail "shards cover $n1+$n2+$n3 files, expected 120"
[ "$n1" -gt 0 ] && [ "$n2" -gt 0 ] && [ "$n3" -gt 0 ] || fail "a shard is empty ($n1 $n2 $n3)"
"$SK" check --no-fold --shard 1/3 . | grep -o '^[^ :][^:]*\.xsf' | sort -u > "$TMP/s1"
"$SK" check --no-fold --shard 2/3 . | grep -o '^[^ :][^:]*\.xsf' | sort -u > "$TMP/s2"
"$SK" check --no-fold --shard 1/3 ./ | grep -o '^[^ :][^:]*\.xsf' | sed 's|^\./||' | sort -u > "$TMP/s1b"
[ -z "$(comm -12 "$TMP/s1" "$TMP/s2")" ] || fail "shards 1 and 2 overlap"
cmp -s "$TMP/s1" "$TMP/s1b" || fail "'./' changes the shard of a file"
run "$SK" check --shard 4/3 .
expect_rc 2 "--shard 4/3"
expect_err "K/N"

# --max-warnings: warnings up to N pass; errors always fail.
run "$SK" check --select SK302 --max-warnings 40 .
expect_rc 0 "40 warnings allowed"
run "$SK" check --select SK302 --max-warnings 39 .
expect_rc 1 "39 allowed"
expect_err "40 warnings exceed --max-warnings 39"
run "$SK" check --max-warnings 1000 .
expect_rc 1 "errors still fail"

# --exit-zero: findings do not fail; usage errors still do.
run "$SK" check --exit-zero .
expect_rc 0 "--exit-zero"
run "$SK" check --exit-zero missing.xsf
expect_rc 2 "--exit-zero keeps I/O errors"

# --statistics: counts per code instead of each finding.
run "$SK" check --statistics .
expect_rc 1 "statistics"
expect_out "      40  SK302  non-unit-quaternion"
expect_out "      40  SK401  numchilds-mismatch"
expect_no_out "d1/"
run "$SK" check --statistics --format json .
expect_rc 2 "--statistics with json"

# --quiet: findings only, no summary.
run "$SK" check --quiet d1/s1.xsf
expect_out "d1/s1.xsf:10:47:"
expect_no_out "Found "

# Colour: --color=always, never; NO_COLOR.
run "$SK" check --color=always d1/s1.xsf
grep -q "$(printf '\033')" "$TMP/out" || fail "--color=always has no escape"
NO_COLOR=1 run "$SK" check d1/s1.xsf
grep -q "$(printf '\033')" "$TMP/out" && fail "NO_COLOR coloured"

# stdin with a name: detection, messages and the configuration use it.
run sh -c "'$SK' check --stdin-filename d1/x.xsf - < d1/s1.xsf"
expect_out "d1/x.xsf:10:47:"
finish
