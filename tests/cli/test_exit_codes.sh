#!/bin/sh
# Exit codes: 0 without errors or warnings (infos alone too), 1 with any,
# 2 for usage and I/O errors, and 2 wins over 1.
. "$(dirname "$0")/lib.sh"
cd "$FIX"

run "$SK" check clean.xsf
expect_rc 0 "clean file"
[ -s "$TMP/out" ] && fail "a clean file prints nothing (got output)"

run "$SK" check warning.xsf
expect_rc 1 "a warning"
expect_out "Found 1 problem (0 errors, 1 warning, 0 infos) in 1 file."

run "$SK" check error.xsf
expect_rc 1 "an error"
expect_out "Found 1 problem (1 error, 0 warnings, 0 infos) in 1 file."

run "$SK" check --severity SK302=info warning.xsf
expect_rc 0 "infos alone"
expect_out "warning.xsf:13:19: info: "
expect_out "Found 1 problem (0 errors, 0 warnings, 1 info) in 1 file."

run "$SK" check clean.xsf warning.xsf error.xsf
expect_rc 1 "several files"
expect_out "Found 2 problems (1 error, 1 warning, 0 infos) in 3 files."

run "$SK" check no-such-file.xsf
expect_rc 2 "missing file"
expect_err "no-such-file.xsf: No such file or directory"

# An I/O error does not stop the other files, and 2 wins over 1.
run "$SK" check no-such-file.xsf warning.xsf
expect_rc 2 "missing file and a warning"
expect_out "warning.xsf:13:19: warning:"

if [ "$(id -u)" != 0 ]; then
  cp clean.xsf "$TMP/unreadable.xsf" && chmod 000 "$TMP/unreadable.xsf"
  run "$SK" check "$TMP/unreadable.xsf"
  expect_rc 2 "unreadable file"
  expect_err "unreadable.xsf: Permission denied"
fi

# A report that cannot be written is an I/O error.
if [ -w /dev/full ]; then
  "$SK" check warning.xsf >/dev/full 2>"$TMP/err"; rc=$?
  expect_rc 2 "stdout is full"
  expect_err "writing the report failed"
fi

# Every output format keeps the exit codes.
for f in json sarif github gitlab junit; do
  run "$SK" check --format "$f" warning.xsf
  expect_rc 1 "--format $f with a warning"
  run "$SK" check --format "$f" clean.xsf
  expect_rc 0 "--format $f, clean"
done
run "$SK" check --format github warning.xsf
expect_out "::warning file=warning.xsf,line=13,col=19,"

run "$SK" check --bogus clean.xsf
expect_rc 2 "unknown option"
run "$SK" check --format xml clean.xsf
expect_rc 2 "bad value"
run "$SK"
expect_rc 2 "no command"
run "$SK" frobnicate
expect_rc 2 "unknown command"
expect_err "expected check, rules, explain, docs, tree, render, show or lsp"
finish
