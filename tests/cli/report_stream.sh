#!/bin/sh
# report_stream.sh SKELLINT JSON_CANONICAL — issue 16 item 4: `check
# --format json|sarif|gitlab|junit` stream the report file by file, with
# the bytes of the report printed whole from one tree, and a run's peak
# memory follows its largest file, not the sum of its files.
#
# 1. Golden: fixtures/stream/ holds what skellint printed before streaming
#    (main at a88fdf8, -j 1) for INPUTS below — files with and without
#    findings, fixes, related notes, a binary source, a Latin-1 and a
#    multibyte file, an unknown file (an error, no report entry), one file
#    of most formats. For SARIF only "results" onward is kept (the rules'
#    docs before it change with every rule). If a rule's message changes,
#    regenerate with a binary of main from before the change, not this one.
# 2. Canonical: over every file of tests/cases, the JSON reports are
#    exactly what cJSON prints for the value they hold, and the same for -j
#    1 and -j 2.
# 3. Memory: over 40 files of 1,000 findings, peak RSS under twice the run
#    over one of them (before: every finding in one tree, and up to 64
#    checked files waiting for the output — 8x to 15x).
. "$(dirname "$0")/lib.sh"
CANON=$2
case $CANON in /*) ;; *) CANON=$(pwd)/$CANON ;; esac
TESTS=$(cd "$(dirname "$0")/.." && pwd)
GEN=$TESTS/../bench/gen_findings.sh
cd "$TESTS"
INPUTS="cli/fixtures/clean.xsf cli/fixtures/error.xsf cases/xsf/SK103-two-bone-loop.xsf
 cli/fixtures/multibyte.xsf cases/xsf/SK101-ok.xsf cases/xsf/SK004-latin1-byte.xsf
 cases/dashbin/SK103-cycle.dmx cases/xsf/SK109-two-parents.xsf cli/fixtures/notes.txt
 cases/bon/SK001-shape.bon cases/bpanim/SK421-values-only-misspelt.txt
 cases/bpstruct/SK107-counts.txt cases/cal3dcfg/SK471-path-without-slash.cfg
 cases/dashjson/SK002-out-of-range.json cases/lgw/SK001-stray-data-lines.txt
 cases/xmf/SK203-negative-weight.xmf cases/xrf/SK464-component-above-255.xrf
 cli/fixtures/warning.xsf"

# 1. The bytes of before.
for j in 1 2; do
  for f in json gitlab junit; do
    run "$SK" check --no-config --format $f -j $j $INPUTS
    expect_rc 2 "--format $f -j $j (notes.txt is no model)"
    expect_same "$FIX/stream/report.$f"
  done
  run "$SK" check --no-config --format sarif -j $j $INPUTS
  sed -n '/^			"results":/,$p' "$TMP/out" >"$TMP/results"
  cmp -s "$TMP/results" "$FIX/stream/results.sarif" ||
    { fail "--format sarif -j $j: results differ"; diff -u "$FIX/stream/results.sarif" "$TMP/results" | head -20; }
done
# A run without findings, and one without files.
run "$SK" check --no-config --format json cli/fixtures/clean.xsf
expect_same /dev/stdin <<'END'
{"version":"0.1.0","diagnostics":[],"files":1}
END
run "$SK" check --no-config --format gitlab cli/fixtures/clean.xsf
printf '[]\n' >"$TMP/want"; expect_same "$TMP/want"
mkdir "$TMP/empty"
run "$SK" check --no-config --format json "$TMP/empty"
printf '{"version":"0.1.0","diagnostics":[],"files":0}\n' >"$TMP/want"; expect_same "$TMP/want"
run "$SK" check --no-config --format sarif "$TMP/empty"
"$CANON" --formatted <"$TMP/out" || fail "sarif of no file is not what cJSON prints"

# 2. Canonical over all the cases, for any -j.
for f in json gitlab sarif; do
  opt=; [ $f = sarif ] && opt=--formatted
  "$SK" check --no-config --format $f -j 1 cases >"$TMP/j1" 2>/dev/null
  "$SK" check --no-config --format $f -j 2 cases >"$TMP/j2" 2>/dev/null
  cmp -s "$TMP/j1" "$TMP/j2" || fail "--format $f: -j 1 and -j 2 differ"
  "$CANON" $opt <"$TMP/j1" || fail "--format $f over tests/cases is not what cJSON prints"
done
"$SK" check --no-config --format junit -j 1 cases >"$TMP/j1" 2>/dev/null
"$SK" check --no-config --format junit -j 2 cases >"$TMP/j2" 2>/dev/null
cmp -s "$TMP/j1" "$TMP/j2" || fail "--format junit: -j 1 and -j 2 differ"

# 3. Memory.
mkdir "$TMP/many"
sh "$GEN" 1000 >"$TMP/one.xsf"
i=0; while [ $i -lt 40 ]; do cp "$TMP/one.xsf" "$TMP/many/f$i.xsf"; i=$((i + 1)); done
peak() { # peak RSS in KB of SKELLINT check ARGS… (GNU time)
  /usr/bin/time -f '%M' -o "$TMP/rss" "$SK" check --no-config "$@" >/dev/null 2>&1
  tail -1 "$TMP/rss"
}
if [ -n "${SKELLINT_SANITIZED:-}" ]; then
  # AddressSanitizer keeps freed memory in quarantine: RSS says nothing then.
  echo "skipping the memory part: sanitized build"
elif [ -x /usr/bin/time ]; then
  for f in json sarif gitlab junit; do
    one=$(peak --format $f -j 2 "$TMP/one.xsf")
    many=$(peak --format $f -j 2 "$TMP/many")
    [ "$many" -lt $((2 * one)) ] || fail "--format $f: 40 files peak at $many KB, one at $one KB"
  done
else
  echo "skipping the memory part: no GNU time at /usr/bin/time"
fi
finish
