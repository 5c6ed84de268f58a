#!/bin/sh
# cases_same.sh SKELLINT SKELLINT_EXE — every case in tests/cases gives the
# same findings from skellint.exe under Wine as from the Linux binary.
# Per folder, the cases without .args are checked in one run (and each case
# with .args in its own), in --format json and in the text format, and the
# outputs and exit codes compared byte for byte (the paths are the names
# typed, so they match without normalising separators). One run per
# folder keeps Wine's start-up (~0.4 s) to ~45 runs; tests/run_cases.sh
# with tests/windows/wine-skellint runs the cases one by one (slower).
set -u
linux=$1
here=$(cd "$(dirname "$0")" && pwd)
exe=$2
. "$here/lib.sh"
case $linux in /*) ;; *) linux=$(pwd)/$linux ;; esac
cases=$here/../cases
a=$(mktemp) b=$(mktemp)
trap 'rm -f "$a" "$b"' EXIT
runs=0 fail=0
compare() { # DIR WORDS... — one run of both binaries in DIR
  dir=$1; shift
  for fmt in json text; do
    (cd "$dir" && NO_COLOR=1 "$linux" check --no-fold --format "$fmt" "$@" >"$a" 2>/dev/null; echo "exit $?" >>"$a")
    (cd "$dir" && NO_COLOR=1 win check --no-fold --format "$fmt" "$@" >"$b" 2>/dev/null; echo "exit $?" >>"$b")
    runs=$((runs + 1))
    if ! cmp -s "$a" "$b"; then
      echo "DIFFERENT ($fmt): in ${dir#"$cases"/}: $*"
      diff -u "$a" "$b" | head -40
      fail=$((fail + 1))
    fi
  done
}
# Known difference, open (closing note of 2026-11-26): a file a .cfg names
# twice, as its skeleton and as a mesh, is checked after the next part under
# Wine (the order of the reports differs, not the findings).
# And by design: a part a .cfg names with '\' is reported as written on
# Windows (parts\body.xmf), with '/' elsewhere (the findings are the same).
known=" cal3dcfg/SK474-files-under-wrong-keys.cfg cal3dcfg/SK472-backslash-separator.cfg "
for dir in "$cases"/*/; do
  dir=${dir%/}
  set --
  for input in "$dir"/*; do
    [ -f "$input" ] || continue
    file=${input##*/}
    case $file in *.expected|*.args) continue ;; esac
    case $known in *" ${dir##*/}/$file "*) echo "skip (known difference): ${dir##*/}/$file"; continue ;; esac
    stem=${file%.*}
    if [ -f "$dir/$stem.args" ]; then
      set -f
      # shellcheck disable=SC2046
      compare "$dir" "$file" $(head -n 1 "$dir/$stem.args")
      set +f
    else
      set -- "$@" "$file"
    fi
  done
  [ $# -gt 0 ] && compare "$dir" "$@"
done
echo "windows cases: $runs runs compared, $fail different"
[ $fail -eq 0 ]
