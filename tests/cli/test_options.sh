#!/bin/sh
# Options that change what is reported: --select, --ignore (codes, names,
# prefixes), --severity, and a tolerance.
. "$(dirname "$0")/lib.sh"
cd "$FIX"

# error.xsf: SK301 (error); warning.xsf: SK302 (warning).
run "$SK" check --select SK302 error.xsf warning.xsf
expect_rc 1 "--select SK302"
expect_no_out "[SK301"
expect_out "[SK302"
run "$SK" check --select root-transform error.xsf warning.xsf
expect_out "[SK301"
expect_no_out "[SK302"
run "$SK" check --select SK3 error.xsf warning.xsf
expect_out "[SK301"
expect_out "[SK302"
run "$SK" check --select SK1,SK4 error.xsf warning.xsf
expect_rc 0 "--select of families that do not fire"
run "$SK" check --ignore SK301,non-unit-quaternion error.xsf warning.xsf
expect_rc 0 "--ignore both"
[ -s "$TMP/out" ] && fail "--ignore: nothing to print"
run "$SK" check --select ALL --ignore SK301 error.xsf
expect_rc 0 "--select ALL --ignore SK301"

run "$SK" check --severity SK301=warning error.xsf
expect_out "error.xsf:4:22: warning:"
run "$SK" check --severity SK301=off error.xsf
expect_rc 0 "--severity off"
run "$SK" check --severity SK301=off error.xsf warning.xsf
expect_rc 1 "--severity changes only the rules it names"
expect_out "warning.xsf:13:19: warning:"
expect_no_out "[SK301"
run "$SK" check --severity=SK302=error --severity SK302=info warning.xsf
expect_rc 0 "the last --severity wins"
expect_out ": info: "

# The quaternion is 1.5 long: a tolerance of 0.6 accepts it.
run "$SK" check --select SK302 --quaternion-tolerance 0.6 warning.xsf
expect_rc 0 "--quaternion-tolerance 0.6"
run "$SK" check --select SK302 --quaternion-tolerance=0.4 warning.xsf
expect_rc 1 "--quaternion-tolerance 0.4"

# Options may follow paths; `--` ends them.
run "$SK" check warning.xsf --select SK301
expect_rc 0 "options after paths"
run "$SK" check -- --select
expect_rc 2 "after --, '--select' is a path"
expect_err "--select: No such file or directory"
finish
