# lib.sh — sourced by tests/cli/test_*.sh: the binary under test, a scratch
# directory, and assertions that count failures. A test script ends with
# `finish`, which exits 1 when any assertion failed.
set -u
if [ $# -lt 1 ]; then echo "usage: $0 SKELLINT" >&2; exit 2; fi
SK=$1
case $SK in /*) ;; *) SK=$(pwd)/$SK ;; esac
FIX=$(cd "$(dirname "$0")/fixtures" && pwd)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
unset NO_COLOR
failures=0

fail() { echo "FAIL: $*"; failures=$((failures + 1)); }

# run CMD…: runs it, keeping stdout in $TMP/out, stderr in $TMP/err, and
# the exit status in $rc.
run() { "$@" >"$TMP/out" 2>"$TMP/err"; rc=$?; }

expect_rc() { # WANT DESCRIPTION
  if [ "$rc" != "$1" ]; then
    fail "$2: exit $rc, expected $1"; sed 's/^/    stdout: /' "$TMP/out"; sed 's/^/    stderr: /' "$TMP/err"
  fi
}
expect_out() { grep -qF -- "$1" "$TMP/out" || { fail "stdout lacks '$1'"; sed 's/^/    stdout: /' "$TMP/out"; }; }
expect_no_out() { ! grep -qF -- "$1" "$TMP/out" || fail "stdout must not contain '$1'"; }
expect_err() { grep -qF -- "$1" "$TMP/err" || { fail "stderr lacks '$1'"; sed 's/^/    stderr: /' "$TMP/err"; }; }
expect_empty_err() { [ ! -s "$TMP/err" ] || { fail "stderr should be empty"; sed 's/^/    stderr: /' "$TMP/err"; }; }
# expect_same FILE: stdout equals FILE exactly.
expect_same() {
  if ! cmp -s "$TMP/out" "$1"; then fail "stdout differs from the expectation"; diff -u "$1" "$TMP/out"; fi
}
count_out() { grep -cF -- "$1" "$TMP/out"; }

finish() {
  if [ "$failures" -ne 0 ]; then echo "$failures assertion(s) failed"; exit 1; fi
  echo "ok"
}
