#!/bin/sh
# The progress line: drawn on stderr when it is a terminal and the run has
# lasted long enough (two seconds; SKELLINT_TEST_PROGRESS_AFTER_MS=0 makes
# it at once here), erased before the report goes on; never with --quiet
# or when stderr is not a terminal. Needs script(1) for a terminal.
. "$(dirname "$0")/lib.sh"
if ! command -v script >/dev/null 2>&1; then echo "script(1) not found: not tested"; finish; exit 0; fi
cd "$TMP"
cp "$FIX/clean.xsf" a.xsf
cp "$FIX/warning.xsf" b.xsf
cp "$FIX/clean.xsf" c.xsf
export SKELLINT_TEST_PROGRESS_AFTER_MS=0
timeout 60 script -qec "'$SK' check -j 1 a.xsf b.xsf c.xsf" /dev/null > tty.out 2>&1 < /dev/null
grep -qF "[1/3] 33% checked" tty.out || { fail "no progress line"; od -c tty.out | head; }
grep -q "b.xsf:13:19:" tty.out || fail "the report is missing"
timeout 60 script -qec "'$SK' check -j 1 --quiet a.xsf b.xsf c.xsf" /dev/null > tty.out 2>&1 < /dev/null
grep -q "checked" tty.out && fail "--quiet drew a progress line"
timeout 60 "$SK" check a.xsf b.xsf c.xsf > out 2> err < /dev/null
[ -s err ] && fail "progress drawn without a terminal: $(cat err)"
unset SKELLINT_TEST_PROGRESS_AFTER_MS
timeout 60 script -qec "'$SK' check -j 1 a.xsf b.xsf c.xsf" /dev/null > tty.out 2>&1 < /dev/null
grep -q "checked" tty.out && fail "a run shorter than two seconds drew a progress line"
finish
