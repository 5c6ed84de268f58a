#!/bin/sh
# detect_test.sh SKELLINT — runs detect_agree.js: the CLI's, the VS Code
# extension's and the Neovim plugin's format detection agree on examples/,
# the editor fixtures, made-up look-alikes and ../shared/corpus. Skips (77)
# without node; the Neovim part is left out (with a note) without nvim.
set -u
if ! command -v node >/dev/null 2>&1; then
  echo "SKIP: node not found (apt-get install nodejs)"; exit 77
fi
root=$(cd "$(dirname "$0")/../.." && pwd)
sk=$1
case $sk in /*) ;; *) sk=$(pwd)/$sk ;; esac
exec timeout 300 node "$root/tests/editors/detect_agree.js" "$sk"
