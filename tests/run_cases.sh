#!/bin/sh
# run_cases.sh SKELLINT [DIR...] — the data-driven cases (tests/cases/README.md);
# without DIR, every folder of tests/cases/.
# For each input DIR/<name>.<ext> (every file but *.expected, *.args and
# hidden files) runs, inside DIR and with NO_COLOR=1,
#     skellint check --no-fold <name>.<ext> [words of <name>.args]
# and compares stdout with DIR/<name>.expected, showing `diff -u` on a
# difference. A case without .expected fails, and so does an .expected or
# .args without its input, and a folder without cases. UPDATE=1 rewrites (or creates) the .expected
# files instead: read every rewrite in the diff before committing.
set -u
if [ $# -lt 1 ]; then
  echo "usage: $0 SKELLINT [DIR...]" >&2
  exit 2
fi
bin=$1
shift
if [ $# -eq 0 ]; then
  for d in "$(dirname "$0")"/cases/*/; do set -- "$@" "${d%/}"; done
fi
case $bin in /*) ;; *) bin=$(pwd)/$bin ;; esac
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
pass=0 fail=0 updated=0

for dir in "$@"; do
  if [ ! -d "$dir" ]; then
    echo "FAIL: $dir: no such directory"; fail=$((fail + 1)); continue
  fi
  inputs=0
  for input in "$dir"/*; do
    [ -f "$input" ] || continue
    file=${input##*/}
    case $file in
      *.expected|*.args) continue ;;
    esac
    inputs=$((inputs + 1))
    stem=${file%.*}
    expected=$dir/$stem.expected
    words=""
    if [ -f "$dir/$stem.args" ]; then words=$(head -n 1 "$dir/$stem.args"); fi
    # The .args words are split at white space, never globbed.
    set -f
    # shellcheck disable=SC2086
    (cd "$dir" && NO_COLOR=1 "$bin" check --no-fold "$file" $words) >"$tmp" 2>"$tmp.err"
    rc=$?
    set +f
    if [ $rc -gt 2 ]; then
      echo "FAIL: $input: skellint exited with $rc"; cat "$tmp.err"
      fail=$((fail + 1)); rm -f "$tmp.err"; continue
    fi
    rm -f "$tmp.err"
    if [ "${UPDATE:-}" = 1 ]; then
      if [ ! -f "$expected" ] || ! cmp -s "$tmp" "$expected"; then
        cp "$tmp" "$expected"; echo "updated: $expected"; updated=$((updated + 1))
      fi
      pass=$((pass + 1)); continue
    fi
    if [ ! -f "$expected" ]; then
      echo "FAIL: $input: no $stem.expected (create it with UPDATE=1 and review it)"
      fail=$((fail + 1)); continue
    fi
    if cmp -s "$tmp" "$expected"; then
      pass=$((pass + 1))
    else
      echo "FAIL: $input"
      diff -u "$expected" "$tmp" | sed "1,2s|$tmp|actual|"
      fail=$((fail + 1))
    fi
  done
  if [ $inputs = 0 ]; then
    echo "FAIL: $dir: no cases (every rule needs a firing and a silent case)"; fail=$((fail + 1))
  fi
  # Expectations and arguments whose input is gone.
  for extra in "$dir"/*.expected "$dir"/*.args; do
    [ -f "$extra" ] || continue
    stem=${extra##*/}; stem=${stem%.*}
    found=0
    for input in "$dir/$stem".*; do
      case $input in *.expected|*.args) ;; *) [ -f "$input" ] && found=1 ;; esac
    done
    if [ $found = 0 ]; then
      echo "FAIL: $extra has no input file $stem.<ext>"; fail=$((fail + 1))
    fi
  done
done

echo "cases: $pass passed, $fail failed${UPDATE:+, $updated updated}"
[ $fail -eq 0 ]
