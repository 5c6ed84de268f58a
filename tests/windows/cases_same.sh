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
# Compared as sets of findings, not byte for byte: a part a .cfg names with
# '\' is reported as written on Windows (parts\body.xmf), with '/'
# elsewhere (by design). (`unordered`: none left.)
unordered=" "
separators=" cal3dcfg/SK472-backslash-separator.cfg "
# Compared with tests/windows/expected/DIR/NAME.txt (the text report) instead
# of the Linux binary's: cases whose names mean something else on Windows.
# cal3dwork/SK471-warning-stale-path.cfg: path= 'C:/Users/artist/export/'
# is a folder of the project on Linux, an absolute name outside it on
# Windows — "outside the project", whether or not it exists (issue 32).
windows_own=" cal3dwork/SK471-warning-stale-path.cfg "
compare_own() { # DIR FILE
  want=$here/expected/${1##*/}/${2%.*}.txt
  (cd "$1" && NO_COLOR=1 win check --no-fold "$2" >"$b" 2>/dev/null; echo "exit $?" >>"$b")
  runs=$((runs + 1))
  if ! cmp -s "$want" "$b"; then
    echo "DIFFERENT (windows' own): in ${1#"$cases"/}: $2"
    diff -u "$want" "$b" | head -40
    fail=$((fail + 1))
  fi
}
# The findings of a run as sorted lines: each JSON diagnostic (or each text
# line) with '\' in paths written '/' when $2 says so.
findings() { # FILE SLASHES
  python3 - "$1" "$2" <<'PY'
import json, sys
text = open(sys.argv[1], encoding='utf-8', errors='replace').read()
body, _, code = text.rpartition('exit ')
try:
    items = [json.dumps(d, sort_keys=True) for d in json.loads(body)['diagnostics']]
except ValueError:
    items = body.splitlines()
if sys.argv[2] == '1':
    items = [i.replace('\\\\', '/').replace('\\', '/') for i in items]
print('\n'.join(sorted(items)))
print('exit', code.strip())
PY
}
compare_sets() { # DIR FILE SLASHES
  for fmt in json text; do
    (cd "$1" && NO_COLOR=1 "$linux" check --no-fold --format "$fmt" "$2" >"$a" 2>/dev/null; echo "exit $?" >>"$a")
    (cd "$1" && NO_COLOR=1 win check --no-fold --format "$fmt" "$2" >"$b" 2>/dev/null; echo "exit $?" >>"$b")
    runs=$((runs + 1))
    if [ "$(findings "$a" "$3")" != "$(findings "$b" "$3")" ]; then
      echo "DIFFERENT findings ($fmt): in ${1#"$cases"/}: $2"
      fail=$((fail + 1))
    fi
  done
}
for dir in "$cases"/*/; do
  dir=${dir%/}
  set --
  for input in "$dir"/*; do
    [ -f "$input" ] || continue
    file=${input##*/}
    case $file in *.expected|*.args) continue ;; esac
    case $unordered in *" ${dir##*/}/$file "*) compare_sets "$dir" "$file" 0; continue ;; esac
    case $separators in *" ${dir##*/}/$file "*) compare_sets "$dir" "$file" 1; continue ;; esac
    case $windows_own in *" ${dir##*/}/$file "*) compare_own "$dir" "$file"; continue ;; esac
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
