#!/bin/sh
# highlight_test.sh LANG PARSER.so HIGHLIGHTS.scm SAMPLE 'CAPTURE…' — runs
# highlight.test.lua in a headless Neovim with no user configuration: SAMPLE
# parsed with the LANG parser must produce every listed capture. Exits 77 (CTest: skipped)
# when nvim is not installed (Debian: apt-get install neovim).
set -u
if ! command -v nvim >/dev/null 2>&1; then
  echo "SKIP: nvim is not installed (apt-get install neovim)"; exit 77
fi
here=$(cd "$(dirname "$0")" && pwd)
out=$(TS_LANG=$1 TS_PARSER=$2 TS_QUERIES=$3 TS_SAMPLE=$4 TS_CAPTURES=$5 \
  timeout 60 nvim --headless -u NONE -i NONE -n -c "luafile $here/highlight.test.lua" 2>&1)
rc=$?
printf '%s\n' "$out"
if [ $rc -ne 0 ]; then echo "FAIL: nvim exited with $rc"; exit 1; fi
case $out in *"ok: captures"*) exit 0 ;; esac
echo "FAIL: no result from the Lua test"; exit 1
